// The http_ece package (the encryption web-push uses) ships no types; the tests use these two calls.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface EceParams {
    version: 'aes128gcm';
    privateKey?: ECDH;
    dh?: string | Buffer;
    salt?: string | Buffer;
    authSecret?: string | Buffer;
    rs?: number;
  }
  const ece: {
    encrypt(buffer: Buffer, params: EceParams): Buffer;
    decrypt(buffer: Buffer, params: EceParams): Buffer;
  };
  export default ece;
}
