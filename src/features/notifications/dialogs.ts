// The notifications feature's dialogs and bar, loaded together the first time one of them shows
// (notifications-host.tsx): each is small, and one chunk is one request.
export { default as NoticeDialog } from './notice-dialog';
export { default as InstallGuide } from './install-guide';
export { default as InstallOfferBar } from './install-offer-bar';
