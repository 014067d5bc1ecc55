/**
 * vitrine/react/identity: React bindings of the sign-in client (`AuthProvider`, `useAuth`).
 *
 * @module vitrine/react/identity
 */
export { AuthProvider, useAuthClient, type AuthProviderProps } from './AuthProvider'
export { useAuth, type AuthApi } from './useAuth'
