/**
 * The layout worker's entry: bundle it (esbuild, format esm) and start it with
 * `new Worker(url, { type: 'module' })`, then hand the worker to `workerLayoutPort`.
 */
import { installLayoutWorker, type LayoutWorkerScope } from './layoutWorkerScope'

installLayoutWorker(self as unknown as LayoutWorkerScope)
