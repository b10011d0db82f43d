import { describe, expect, it, vi } from 'vitest';
import { breadcrumbs } from '../../src/layout/breadcrumbs';
import { bubbleText, buildMenu } from '../../src/layout/menuTree';
import { scrollTrigger } from '../../src/layout/useScrollTrigger';
import { buildSiteMap } from '../../src/lib/siteMap';
import { SECTIONS } from '../../src/registry/contracts';
import { allFeatures } from '../../src/lib/features';
import { inShellRouter, isShellPath, matchPath } from '../../src/router/location';
import en from '../../i18n/en';
import it_ from '../../i18n/it';
import { translate } from '../../src/lib/translate';
import {
  connectLive,
  guestConfirmedMessage,
  guestNoticeVisible,
  isNoticeForMe,
  LIVE_OPTIONS,
  previewHandlers,
  type LiveHandlers,
} from '../../src/providers/live';

describe('sidebar', () => {
  it('caps bubbles at +99 and hides zero', () => {
    expect([0, 1, 99, 100, 120].map(bubbleText)).toEqual([null, '1', '99', '+99', '+99']);
  });

  it('lists only sections with a screen, and sums waiting counts on their group', () => {
    const siteMap = buildSiteMap(allFeatures(true), ['posts_view', 'events_view', 'users_view'], SECTIONS);
    const menu = buildMenu(siteMap, { posts: 120, community_activities: 5 }, new Set(['/backend/dashboard', '/backend/users']));
    expect(menu.map((n) => n.id)).toEqual(['dashboard', 'community', 'management']);
    const community = menu.find((n) => n.id === 'community')!;
    expect(community.count).toBe(125);
    expect(community.children).toEqual([]);
    expect(bubbleText(community.count)).toBe('+99');
    expect(menu.find((n) => n.id === 'management')!.children.map((c) => c.id)).toEqual(['users']);
  });

  it('gate staff see only the home group', () => {
    const siteMap = buildSiteMap(allFeatures(true), ['visitors_view', 'visitors_add'], SECTIONS);
    expect(buildMenu(siteMap, null, new Set(['/backend/dashboard', '/backend/gate/visitors'])).map((n) => n.id)).toEqual(['dashboard', 'home']);
  });

  it('hides a group with no screen to open and nothing waiting', () => {
    const siteMap = buildSiteMap(allFeatures(true), ['district_contents_view', 'visitors_view'], SECTIONS);
    expect(buildMenu(siteMap, {}, new Set(['/backend/dashboard'])).map((n) => n.id)).toEqual(['dashboard']);
  });
});

describe('breadcrumbs', () => {
  const screens = new Set(['/backend/dashboard', '/backend/posts']);
  it('links the steps that have a screen', () => {
    expect(breadcrumbs('/backend/posts/form', screens)).toEqual([
      { key: 'sections.dashboard', to: '/backend/dashboard' },
      { key: 'sections.community', to: null },
      { key: 'sections.posts', to: '/backend/posts' },
      { key: 'Shell.Pages.form', to: null },
    ]);
    expect(breadcrumbs('/backend/dashboard', screens)).toEqual([{ key: 'sections.dashboard', to: null }]);
    expect(breadcrumbs('/backend/profile', screens)).toEqual([
      { key: 'sections.dashboard', to: '/backend/dashboard' },
      { key: 'Shell.Profile', to: null },
    ]);
  });
});

describe("the shell's paths", () => {
  it('are /backend and below; the shell router names them below its basename', () => {
    expect(isShellPath('/backend')).toBe(true);
    expect(isShellPath('/backend/tags')).toBe(true);
    expect(isShellPath('/backendx')).toBe(false);
    expect(inShellRouter('/backend/tags/form')).toBe('/tags/form');
    expect(inShellRouter('/backend')).toBe('/');
    expect(inShellRouter('/login')).toBe('/login');
  });
});

describe('public routes', () => {
  it('match exactly, with optional parameters', () => {
    expect(matchPath('/visitors/invitation/:visitor_code?', '/visitors/invitation/DEMO1001')).toEqual({ visitor_code: 'DEMO1001' });
    expect(matchPath('/visitors/invitation/:visitor_code?', '/visitors/invitation')).toEqual({});
    expect(matchPath('/visitors/invitation/:visitor_code?', '/visitors/invitation/a/b')).toBeNull();
    expect(matchPath('/password/restore/:token', '/password/restore')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
  });
});

describe('live notices', () => {
  const me = { permissions: ['visitors_view'], districtId: 1 };
  it('go to holders of their permission, visitor ones only in the current district', () => {
    const event = {
      permission: 'visitors_view',
      district_id: 1,
      visitor_id: 3,
      guest_id: 4,
      confirmed_by: { kind: 'resident' as const, user_id: 5, name: 'Chiara Ferri' },
    };
    expect(guestNoticeVisible(event, me)).toBe(true);
    expect(guestNoticeVisible({ ...event, district_id: 2 }, me)).toBe(false);
    expect(guestNoticeVisible(event, { ...me, permissions: ['visitors_add'] })).toBe(false);
    expect(isNoticeForMe({ permission: 'export_view' }, me)).toBe(false);
  });
  it('say who confirmed a guest: the resident, or the staff member who confirmed manually', () => {
    const event = (kind: 'resident' | 'staff', name: string) => ({ confirmed_by: { kind, user_id: 3, name } });
    expect(guestConfirmedMessage(event('resident', 'Chiara Ferri'))).toEqual(['Live.GuestConfirmed', { name: 'Chiara Ferri' }]);
    expect(guestConfirmedMessage(event('staff', 'Gino Verdi'))).toEqual(['Live.GuestConfirmedByStaff', { name: 'Gino Verdi' }]);
    expect(translate(en, ...guestConfirmedMessage(event('staff', 'Gino Verdi')))).toBe('Gino Verdi has confirmed a visitor manually at the gate.');
    expect(translate(en, ...guestConfirmedMessage(event('resident', 'Chiara Ferri')))).toBe('The resident Chiara Ferri has confirmed a visitor at the gate.');
    expect(translate(it_, ...guestConfirmedMessage(event('staff', 'Gino Verdi')))).toBe('Gino Verdi ha confermato manualmente un visitatore al cancello.');
  });
  it('reconnects after 1 to 5 s on a forced new connection, a WebSocket first and long-polling if it fails', () => {
    expect(LIVE_OPTIONS).toEqual({
      forceNew: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
  });

  describe('the channel', () => {
    const handlers: LiveHandlers = { districtChanged: vi.fn(), guestConfirmed: vi.fn(), exportCompleted: vi.fn() };
    const fakeSocket = () => ({ on: vi.fn(), removeAllListeners: vi.fn(), disconnect: vi.fn() });
    const flush = () => new Promise((r) => setTimeout(r, 0));

    it('opens with the bearer token once the client has loaded, listening to the live events', async () => {
      const socket = fakeSocket();
      const connect = vi.fn(() => socket);
      connectLive('tok-1', handlers, () => Promise.resolve(connect as never));
      expect(connect).not.toHaveBeenCalled();
      await flush();
      expect(connect).toHaveBeenCalledWith({ ...LIVE_OPTIONS, auth: { token: 'tok-1' } });
      expect(socket.on.mock.calls.map(([event]) => event)).toEqual(['district.changed', 'guest.confirmed', 'export.completed']);
    });

    it('a "view as" tab listens to none of what is addressed to the viewer themself', async () => {
      const socket = fakeSocket();
      const all: LiveHandlers = { ...handlers, accessChanged: vi.fn(), districtConfigurationCompleted: vi.fn(), entityChanged: vi.fn(), status: vi.fn() };
      connectLive('tok-1', previewHandlers(all), () => Promise.resolve((() => ({ ...socket, onAny: vi.fn() })) as never));
      await flush();
      expect(socket.on.mock.calls.map(([event]) => event)).toEqual(['guest.confirmed', 'ready', 'disconnect']);
    });

    it('closed before the client arrived, it opens nothing', async () => {
      const connect = vi.fn(() => fakeSocket());
      const close = connectLive('tok-1', handlers, () => Promise.resolve(connect as never));
      close();
      await flush();
      expect(connect).not.toHaveBeenCalled();
    });

    it('closing removes the listeners and disconnects (logout)', async () => {
      const socket = fakeSocket();
      const close = connectLive('tok-1', handlers, () => Promise.resolve((() => socket) as never));
      await flush();
      close();
      expect(socket.removeAllListeners).toHaveBeenCalled();
      expect(socket.disconnect).toHaveBeenCalled();
    });
  });
});

describe('scroll trigger (mobile header, go-to-top)', () => {
  const header = { threshold: 64, hysteresis: true };
  const goTop = { threshold: 100, hysteresis: false };
  it('turns on past the threshold', () => {
    expect(scrollTrigger(undefined, 0, header)).toBe(false);
    expect(scrollTrigger(0, 64, header)).toBe(false);
    expect(scrollTrigger(64, 65, header)).toBe(true);
    expect(scrollTrigger(0, 101, goTop)).toBe(true);
  });
  it('with hysteresis, scrolling back up turns it off at once (the header returns)', () => {
    expect(scrollTrigger(600, 400, header)).toBe(false);
    expect(scrollTrigger(400, 450, header)).toBe(true);
  });
  it('without hysteresis, only the position counts (go-to-top stays while scrolled)', () => {
    expect(scrollTrigger(600, 400, goTop)).toBe(true);
    expect(scrollTrigger(400, 90, goTop)).toBe(false);
  });
});
