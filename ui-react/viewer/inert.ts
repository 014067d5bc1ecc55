import { version } from 'react'

/**
 * Props that make an element `inert`, spread onto it. React 19 knows `inert` as a boolean attribute; React
 * 18 does not (it drops `inert={true}` with a warning) and writes a string value as it is.
 */
export const inertProps = (Number.parseInt(version, 10) >= 19 ? { inert: true } : { inert: '' }) as {
  inert?: boolean
}
