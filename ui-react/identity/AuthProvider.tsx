import { createContext, useContext, type ReactNode } from 'react'
import type { OAuthClient } from '../../core/identity'

const AuthContext = createContext<OAuthClient | null>(null)

/** Props of {@link AuthProvider}. */
export interface AuthProviderProps {
  /** The client from `createOAuthClient` (create it once, outside render). */
  readonly client: OAuthClient
  readonly children?: ReactNode
}

/** Makes an identity client available to `useAuth()` below it. */
export function AuthProvider({ client, children }: AuthProviderProps) {
  return <AuthContext.Provider value={client}>{children}</AuthContext.Provider>
}

/** The client given to the nearest {@link AuthProvider}; throws (programmer misuse) outside one. */
export function useAuthClient(): OAuthClient {
  const client = useContext(AuthContext)
  if (!client) throw new Error('useAuth must be used inside <AuthProvider client={...}>')
  return client
}
