import type { io, Socket } from 'socket.io-client';
import type { ConfirmedBy } from '../../resources/visitors/status';
import { CHANGED_SUFFIX, type EntityChanged } from '../contract/live';
import { holds } from '../lib/permissions';

/** Payloads of the live channel (spec content §7 "Live pushed events"). */
export interface DistrictChanged {
  user_id: number;
  district_id: number;
  district_name: string;
  district_default_language: string;
}
export interface GuestConfirmed {
  permission: string;
  district_id: number;
  visitor_id: number;
  guest_id: number;
  /** The resident, or the staff member who confirmed manually at the gate. */
  confirmed_by: ConfirmedBy;
}
export interface ExportCompleted {
  permission: string;
  status: 'completed' | 'empty';
  file_name: string;
  datetime_available: string;
  file_url: string;
}
export interface DistrictConfigurationCompleted {
  status: boolean;
  district_configuration: string;
  district_name: string;
}

/** What the user holds changed (issue 17): their roles, or a role's permissions. */
export interface AccessChanged {
  user_id: number;
}

export interface LiveHandlers {
  districtChanged?(event: DistrictChanged): void;
  guestConfirmed(event: GuestConfirmed): void;
  exportCompleted?(event: ExportCompleted): void;
  districtConfigurationCompleted?(event: DistrictConfigurationCompleted): void;
  accessChanged?(event: AccessChanged): void;
  /** Any entity's `<name>.changed` (issue 11). */
  entityChanged?(event: EntityChanged): void;
  /**
   * The server ended the channel (its session ended: logout elsewhere, a password change, a lapse):
   * socket.io does not reconnect by itself then.
   */
  serverDisconnect?(reconnect: () => void): void;
  /** The channel is in its rooms (true), or lost (false) until it is back. */
  status?(connected: boolean): void;
}

/** An entity change for this user now: of the current district, or of a global entity (no district). */
export function isChangeForMe(event: EntityChanged, me: { districtId: number | null }): boolean {
  return event.district_id === null || event.district_id === me.districtId;
}

/**
 * Spec console §7: bearer token, a forced new connection, reconnecting after 1 s up to 5 s. A
 * WebSocket first (one connection, no polling handshake and upgrade), long-polling only when a
 * WebSocket cannot be opened (a proxy that refuses the upgrade).
 */
export const LIVE_OPTIONS = {
  forceNew: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  transports: ['websocket', 'polling'] satisfies TransportName[],
  tryAllTransports: true,
};
type TransportName = 'websocket' | 'polling';

/** A notice is for holders of its permission only; a guest notice also for the current district only. */
export function isNoticeForMe(event: { permission: string; district_id?: number }, me: { permissions: readonly string[]; districtId: number | null }): boolean {
  if (!me.permissions.includes(event.permission)) return false;
  return event.district_id === undefined || event.district_id === me.districtId;
}

export function guestNoticeVisible(event: GuestConfirmed, me: { permissions: readonly string[]; districtId: number | null }): boolean {
  return holds(me.permissions, 'visitors_view') && isNoticeForMe(event, me);
}

/** The notice's text (key and parameters): the resident's confirmation, or a staff member's manual one. */
export function guestConfirmedMessage({ confirmed_by: by }: Pick<GuestConfirmed, 'confirmed_by'>): [key: string, params: { name: string }] {
  return [by.kind === 'staff' ? 'Live.GuestConfirmedByStaff' : 'Live.GuestConfirmed', { name: by.name }];
}

/**
 * A "view as" tab (issue 17) rides on the viewer's own channel. What is addressed to the viewer
 * themself (their district or access changing, their exports, a configuration they saved) is not
 * the previewed person's, so a preview listens to none of it; the district's data changes, which
 * keep its screens current, and notices filtered by the previewed permissions stay.
 */
export function previewHandlers({
  districtChanged: _d,
  accessChanged: _a,
  exportCompleted: _e,
  districtConfigurationCompleted: _c,
  ...shared
}: LiveHandlers): LiveHandlers {
  return shared;
}

type Connect = typeof io;

/** The socket.io client is a chunk of its own: no page needs it for its first paint. */
const loadClient = (): Promise<Connect> => import('socket.io-client').then((m) => m.io);

/**
 * Opens the live channel once the client has loaded; returns the function that closes it (also
 * before the client has arrived: then nothing is opened).
 */
export function connectLive(token: string, handlers: LiveHandlers, load: () => Promise<Connect> = loadClient): () => void {
  let socket: Socket | null = null;
  let closed = false;
  load().then(
    (connect) => {
      if (closed) return;
      socket = connect({ ...LIVE_OPTIONS, auth: { token } });
      if (handlers.districtChanged) socket.on('district.changed', handlers.districtChanged);
      socket.on('guest.confirmed', handlers.guestConfirmed);
      if (handlers.exportCompleted) socket.on('export.completed', handlers.exportCompleted);
      if (handlers.districtConfigurationCompleted) socket.on('district-configuration.completed', handlers.districtConfigurationCompleted);
      if (handlers.accessChanged) socket.on('access.changed', handlers.accessChanged);
      const changed = handlers.entityChanged;
      if (changed) {
        socket.onAny((event: string, payload: EntityChanged) => {
          if (event.endsWith(CHANGED_SUFFIX) && payload && typeof payload === 'object') changed(payload);
        });
      }
      const status = handlers.status;
      if (status) {
        // The server says 'ready' once the socket is in its rooms: from then on, nothing is missed.
        socket.on('ready', () => status(true));
        socket.on('disconnect', () => status(false));
      }
      const ended = handlers.serverDisconnect;
      if (ended) {
        const s = socket;
        s.on('disconnect', (reason) => {
          if (reason === 'io server disconnect') ended(() => s.connect());
        });
      }
    },
    // A chunk that did not arrive: the console works without live notices until the next load.
    (err: unknown) => console.warn('[live] the live channel could not be loaded', err),
  );
  return () => {
    closed = true;
    socket?.removeAllListeners();
    socket?.disconnect();
  };
}
