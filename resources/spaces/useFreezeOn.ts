import { isFeatureOn } from '../../src/lib/features';
import { useSession } from '../../src/session';

/** Whether the district freezes spaces (flag FreezeSpace), for the freeze buttons and panels. */
export const useFreezeOn = () => useSession((s) => isFeatureOn(s.configuration, 'FreezeSpace'));
