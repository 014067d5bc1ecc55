import { useEffect, useState, type ComponentType } from 'react'

const loaded = new WeakMap<() => Promise<unknown>, Promise<ComponentType<never>>>()

/**
 * A component that renders `Static` on the server and at hydration (so its markup, and any text, is in
 * the server output), then loads `Interactive` with a dynamic import after mount and swaps it in.
 * The import is shared by every instance.
 */
export function lazyBehaviour<TProps extends object>(
  Static: ComponentType<TProps>,
  load: () => Promise<{ default: ComponentType<TProps> }>,
): ComponentType<TProps> {
  function LazyBehaviour(props: TProps) {
    const [Interactive, setInteractive] = useState<ComponentType<TProps> | null>(null)
    useEffect(() => {
      let live = true
      let promise = loaded.get(load) as Promise<ComponentType<TProps>> | undefined
      if (!promise) {
        promise = load().then((module) => module.default)
        loaded.set(load, promise as Promise<ComponentType<never>>)
      }
      promise.then(
        (component) => live && setInteractive(() => component),
        () => undefined, // the static markup stays: a failed chunk must not hide content
      )
      return () => {
        live = false
      }
    }, [])
    const Shown = Interactive ?? Static
    return <Shown {...props} />
  }
  LazyBehaviour.displayName = `LazyBehaviour(${Static.displayName ?? Static.name ?? 'Static'})`
  return LazyBehaviour
}
