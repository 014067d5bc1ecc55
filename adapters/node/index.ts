/**
 * vitrine/adapters/node: the ports for Node (fetch, file storage, node:crypto, timers that do not keep the
 * process alive, console).
 *
 * @module vitrine/adapters/node
 */
export { fetchHttp } from '../browser/fetchHttp'
export { systemClock } from '../browser/systemClock'
export { consoleLogger } from '../browser/consoleLogger'
export { memoryLock as processLock } from '../memory/memoryLock'
export { fileStorage } from './fileStorage'
export { nodeCrypto } from './nodeCrypto'
