// Which phone the app runs on, from what the browser says about itself: iPhones and iPads need the app on the
// Home Screen (and iOS 16.4) for notifications, and install differently from Android.

export interface Device {
  userAgent: string;
  /** navigator.maxTouchPoints: an iPad's Safari says "Macintosh" but has a touch screen. */
  maxTouchPoints: number;
}

/** iOS or iPadOS, whatever the browser (all of them are Safari's engine there). */
export function isIos({ userAgent, maxTouchPoints }: Device): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true;
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}

/** The iOS version as [major, minor], or null when unknown or not iOS. */
export function iosVersion(device: Device): [number, number] | null {
  if (!isIos(device)) return null;
  // iPhone: "CPU iPhone OS 16_4 like Mac OS X"; an iPad asking for desktop sites only has Safari's "Version/17.2".
  const match = /\bOS (\d+)_(\d+)/.exec(device.userAgent) ?? /\bVersion\/(\d+)\.(\d+)/.exec(device.userAgent);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** Whether the iOS version receives web push (16.4 and later, installed on the Home Screen). */
export function iosHasWebPush(version: [number, number] | null): boolean {
  if (!version) return true;
  const [major, minor] = version;
  return major > 16 || (major === 16 && minor >= 4);
}

export function isAndroid({ userAgent }: Device): boolean {
  return /\bAndroid\b/.test(userAgent);
}
