import { Suspense, useEffect, useState } from 'react';
import type { User } from '../../../src-shared/types';
import { useCurrentUser } from '../../api/auth';
import { lazyChunk } from '../lazy-chunk';
import { OptionalPart } from '../optional-part';

const askedKey = (userId: number) => `nestly:name-asked:${userId}`;
const NameDialog = lazyChunk('name-dialog', async () => (await import('./name-dialog')).NameDialog);

/** A member others see as 'User' (no display name, no first name) who has not been asked on this device yet. */
function needsAsking(user: User | undefined): user is User {
  if (!user || user.displayName?.trim() || user.firstName?.trim()) return false;
  try {
    return localStorage.getItem(askedKey(user.id)) === null;
  } catch {
    return false;
  }
}

/**
 * Asks a signed-in member without a name for one, once: the question is remembered as asked
 * whether they save a name or close it (they can still set one in their profile).
 */
export function NamePrompt() {
  const { user } = useCurrentUser();
  const [closedFor, setClosedFor] = useState<number | null>(null);
  // asked only once the page is running: the server cannot read this device's storage, so the page hydrates as it rendered
  const [isRunning, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  if (!isRunning || !needsAsking(user) || closedFor === user.id) return null;
  const handleClose = () => {
    try {
      localStorage.setItem(askedKey(user.id), new Date().toISOString());
    } catch {
      // storage refused (private mode): the prompt stays closed for this visit
    }
    setClosedFor(user.id);
  };
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <NameDialog user={user} onClose={handleClose} />
      </Suspense>
    </OptionalPart>
  );
}
