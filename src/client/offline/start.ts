/**
 * Loaded after the page (src/client/main.tsx), never among its first bytes: the offline notice, and
 * in browsers that have them the service worker that keeps the site for offline use.
 */
import { watchConnection } from './offline-notice';
import { registerWorker } from './register-worker';

watchConnection();
if ('serviceWorker' in navigator) void registerWorker();
