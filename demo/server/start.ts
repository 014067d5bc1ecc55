// `npm start`: the emulator with the demo site at `/`. The demo's server parts are given to the
// emulator here, so the emulator never imports the demo (scripts/__tests__/layers.test.ts).
import { runEmulatorCli } from '../../emulator/cli'
import { demoSite } from './site'

await runEmulatorCli(demoSite())
