/** Poll rules of the viewer: the view model, permissions, the vote state machine and its runner. */
export * from './pollView'
export * from './pollPermissions'
export * from './pollDisplay'
export * from './initialPollDisplay'
export * from './pollMachine'
export * from './createPollStore'
