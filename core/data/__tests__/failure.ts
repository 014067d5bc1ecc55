/**
 * What a call that should fail rejects with: the error's code and its message's lines (the first
 * names the operation and collection). The test fails if the call passes.
 */
export async function failure(run: () => Promise<unknown>): Promise<[string, string[]]> {
  const error = (await run().then(
    () => {
      throw new Error('the call passed')
    },
    (e: unknown) => e,
  )) as Error & { code: string }
  return [error.code, error.message.split('\n')]
}
