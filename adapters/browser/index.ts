/**
 * vitrine/adapters/browser: the ports for browsers (fetch, Web Storage, cookies, IndexedDB, Web Locks,
 * WebCrypto, timers, console, hidden frames, the poll service, the layout worker).
 *
 * @module vitrine/adapters/browser
 */
export { fetchHttp } from './fetchHttp'
export { webStorage } from './webStorage'
export { cookieStorage, type CookieStorageOptions } from './cookieStorage'
export { systemClock } from './systemClock'
export { webCrypto } from './webCrypto'
export { webLocks } from './webLocks'
export { consoleLogger, type ConsoleLoggerOptions } from './consoleLogger'
export { hiddenFrame, type HiddenFrameOptions } from './hiddenFrame'
export { indexedDbStorage, type IndexedDbStorageOptions } from './indexedDbStorage'
export { fetchPollService, readPollAnswer, type FetchPollServiceOptions } from './fetchPollService'
export { workerLayoutPort, browserLayoutWorker, type WorkerLike } from './layoutWorker'
export { defaultLayoutWorker, fallbackLayoutPort, LAYOUT_WORKER_FALLBACK_MESSAGE } from './defaultLayoutWorker'
export { installLayoutWorker, type LayoutWorkerScope } from './layoutWorkerScope'
