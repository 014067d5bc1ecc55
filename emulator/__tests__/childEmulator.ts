// Started as a child process by the kill -9 test: runs the emulator on the data directory given
// as argv[2] and prints `READY <url> <adminKey>` once it answers.
import { startEmulator } from '../index'

const emulator = await startEmulator({
  port: 0,
  dataDir: process.argv[2],
  quiet: true,
  adminKey: 'child-admin',
  config: { collections: { Ledger: {} } },
})
process.stdout.write(`READY ${emulator.url} ${emulator.adminKey}\n`)
