// The public VAPID key that test builds carry (`npm test`'s build; e2e builds with E2E_DIST), so that the follow
// controls are on. Nobody keeps its private half: in the e2e suite, pushes reach the service worker through
// Chromium's DevTools protocol (e2e/push.spec.ts), never through a push service.
export const TEST_VAPID_PUBLIC_KEY = 'BGsVSNamRs3ps_FWHuZKEonNoSoBf08_N69vk5Xnp5gru3IDd6AD4aRaijJrVORgVFVHZobdljWwkR9ZEEECCyE';
