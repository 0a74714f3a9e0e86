// Password hashing (bcrypt, as GoTrue and pgcrypto) and the minimum length.
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { AuthError } from './errors.mjs';

export const MIN_PASSWORD_LENGTH = 8;
export const BCRYPT_COST = 10;
/** @type {Promise<string> | null} */
let dummyHash = null;
/** Compared against when the email is unknown, so both failures take the same time. */
export function getDummyHash() {
  dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), BCRYPT_COST);
  return dummyHash;
}

/**
 * @param {string} password
 * @param {string} hash
 */
export function verifyPassword(password, hash) {
  // pgcrypto writes $2a$ hashes, bcryptjs $2b$; both verify the same way.
  return bcrypt.compare(password, hash);
}

/**
 * @param {string} password
 * @param {number} [cost]  bcrypt cost; GoTrue's is 10
 */
export function hashPassword(password, cost = BCRYPT_COST) {
  return bcrypt.hash(password, cost);
}

/**
 * The password a request sets, refused below the minimum length as GoTrue does.
 * @param {unknown} value
 */
export function acceptablePassword(value) {
  const password = typeof value === 'string' ? value : '';
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return password;
}
