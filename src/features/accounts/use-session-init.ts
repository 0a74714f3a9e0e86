// Screens that depend on the session start it (loading supabase-js) and read its status.
import { useEffect } from 'react';
import { ensureSession, useSession, type SessionStatus } from './session-store';

export function useSessionInit(): SessionStatus {
  useEffect(() => {
    void ensureSession();
  }, []);
  return useSession((state) => state.status);
}
