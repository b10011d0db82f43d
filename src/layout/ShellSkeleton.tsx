import { useEffect, useMemo, useState } from 'react';
import logoUrl from '../assets/logo.svg';
import { WaitScreen } from '../components/WaitScreen';
import { EarlyRows } from './EarlyRows';
import { useT } from '../i18n/useT';
import { contractPermissions, hasCreateForm, type EntityContract } from '../contract/entity';
import { initials } from '../lib/initials';
import { DashboardGreeting } from '../pages/DashboardGreeting';
import { useSession } from '../session';
import { preloadResourceChunks } from '../shell/routeChunks';
import { loadScreenModules, screenModulesNow, type ScreenModules } from '../router/firstScreen';
import type { AccessSubject } from '../lib/access';
import './shellSkeleton.css';

const DASHBOARD = '/backend/dashboard';

interface ScreenTitle {
  text: string;
  /** Whether the list will show a Create button beside its heading: its room is kept. */
  create: boolean;
}

/**
 * The heading of the entity screen at `path`, from its contract (issue 11: the list's or create form's frame before
 * the console has loaded): the same text, size and place as the screen's own heading, so the user
 * sees where they are at once and nothing moves when the screen takes over. The contracts come in a
 * small chunk of their own, which the server preloads and the shell needs anyway: come before the
 * first render, the heading is in it. A list's Create button, when the stored
 * session may add there, takes its room beside the heading, unseen: on a phone the heading then
 * wraps as it will beside the button, instead of growing to two lines when the list comes.
 */
function useScreenTitle(path: string): ScreenTitle | null {
  const { t } = useT();
  const permissions = useSession((s) => s.user?.permissions);
  const configuration = useSession((s) => s.configuration);
  const [modules, setModules] = useState(screenModulesNow);
  useEffect(() => {
    let live = true;
    void loadScreenModules()
      .then((loaded) => live && setModules(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    // The screen's own code, asked for once the wait screen is painted: before, it would share
    // the network with what the first paint needs.
    const owner = modules?.CONTRACTS.find((c) => path === c.route || path.startsWith(`${c.route}/`));
    if (owner) preloadResourceChunks(owner.name);
  }, [modules, path]);
  const title = useMemo(
    () => (modules ? titleAt(modules, path, { permissions: permissions ?? [], configuration }) : null),
    [modules, path, permissions, configuration],
  );
  if (!title) return null;
  const text = title.entity ? t(title.key, { name: t(`resources.${title.entity}.name`, { smart_count: 1 }) }) : t(title.key, { smart_count: 2 });
  return { text, create: title.create };
}

/** The heading's key at `path`: a list's title, or a create form's (which names its entity). */
function titleAt({ CONTRACTS, canAccess }: ScreenModules, path: string, subject: AccessSubject): { key: string; entity?: string; create: boolean } | null {
  const list = CONTRACTS.find((c) => c.route === path);
  // A create form (`<route>/form` without a target: its title names the entity, as
  // ResourceForm's does); an edit form's title names the record, which only its data knows.
  const form = CONTRACTS.find((c) => path === `${c.route}/form` && hasCreateForm(c));
  // The list's own rule for its Create button (useResourceAccess: a create form, the right to add, its flags on).
  // The district's flags may not be read yet (a session stored before they came): the list is
  // shown only where its flags are on, so until they are known the room follows the rights
  // alone, rather than come with the flags and wrap the heading under the early rows.
  const { configuration } = subject;
  const create = (c: EntityContract) =>
    hasCreateForm(c) && canAccess(subject, { action: 'create', resource: { features: configuration ? c.features : [], permissions: contractPermissions(c) } });
  if (list) return { key: list.title, create: create(list) };
  if (form && form.createTitle !== false && !editing()) return { key: form.createTitle, entity: form.name, create: false };
  return null;
}

/**
 * Whether this page was opened on a record (the navigation state's `TargetId`, kept by the
 * browser across a reload: registry/navigation.ts), read without the router, which has not loaded.
 */
function editing(): boolean {
  const state: unknown = typeof window !== 'undefined' ? window.history.state : null;
  const usr = state && typeof state === 'object' ? (state as { usr?: unknown }).usr : null;
  const target = usr && typeof usr === 'object' ? (usr as { TargetId?: unknown }).TargetId : null;
  return target !== undefined && target !== null && target !== '';
}

/** The back arrow of a screen's heading, as MUI's ArrowBack icon draws it (no control yet). */
const BACK_ARROW = 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z';
/** The Create button's icon, as MUI's Add draws it. */
const ADD = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z';

/**
 * The shell's wait screen (spec console §4: "while the session loads, a wait screen shows"):
 * the frame of the shell with what the stored session already says (district, user) and the
 * wait message, drawn by the entry while react-admin's chunks arrive and the session is checked.
 * On the dashboard, where every visit after login lands, it also greets the user. It offers no
 * controls: nothing here works until the shell has loaded.
 */
export function ShellSkeleton() {
  const { t } = useT();
  const user = useSession((s) => s.user);
  const district = useSession((s) => s.district?.name ?? '');
  const name = user?.full_name ?? '';
  const path = typeof window !== 'undefined' ? window.location.pathname.replace(/\/+$/, '') : '';
  const onDashboard = path === DASHBOARD;
  const title = useScreenTitle(path);
  return (
    <div className="b-skel" data-testid="shell-skeleton">
      <div className="b-skel-header">
        <div className="b-skel-bar">
          <img src={logoUrl} alt="" width={32} height={32} />
          <span className="b-skel-app">{t('App.Name')}</span>
          <span className="b-skel-district">{district}</span>
          {name && (
            <span className="b-skel-user">
              <span className="b-skel-avatar" aria-hidden="true">
                {initials(name)}
              </span>
              <span className="b-skel-name">{name}</span>
            </span>
          )}
        </div>
        <div className="b-skel-crumbs" />
      </div>
      <div className="b-skel-side" />
      <main className="b-skel-main">
        {onDashboard && user && <DashboardGreeting name={user.first_name} district={district} />}
        {/* Every other screen has a heading there: its room is kept from the start, so the wait
            message does not move when the title comes (the contracts' chunk may come after the
            first paint on a slow network). */}
        {!onDashboard && (
          <div className="b-skel-heading">
            {title && (
              <>
                <svg className="b-skel-back" viewBox="0 0 24 24" width={24} height={24} aria-hidden="true">
                  <path d={BACK_ARROW} />
                </svg>
                <h1 className="b-skel-title">{title.text}</h1>
                {title.create && (
                  <span className="b-skel-create" aria-hidden="true">
                    <svg viewBox="0 0 24 24" width={20} height={20}>
                      <path d={ADD} />
                    </svg>
                    {t('ra.action.create')}
                  </span>
                )}
              </>
            )}
          </div>
        )}
        {/* A list's rows come under its heading once the heading is known (its lines, beside the
            Create button's room): drawn before it, they moved down when it wrapped. */}
        {onDashboard || !title ? <WaitScreen /> : <EarlyRows path={path} fallback={<WaitScreen />} />}
      </main>
    </div>
  );
}
