// Welcome hint bubble: placeholder until the chat feature lands.
export function WelcomeHint() {
  return null;
}
