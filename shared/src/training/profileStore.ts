import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BoundTable } from '../api/endpoint.js';
import type { StoredUser } from '../domain/user.js';
import type { LearnerEndpoints } from '../endpoints/index.js';
import type { Translate } from '../i18n/messages.js';
import type { MineResponse } from '../schemas/learnerTasks.js';
import type { SessionStore } from '../session/sessionStore.js';
import { formatHms } from '../format/format.js';

/**
 * The personal centre's profile (`GET api/trainning/v3/mine`), one store for the PWA and the
 * mini-program. Until the profile arrives, and when it cannot (offline), the page shows the stored
 * user's summary; a saved avatar updates the profile and the stored user, so every place showing
 * the avatar follows.
 */

export type Profile = MineResponse['user'];
export type ProfileStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ProfileState {
  profile: Profile | null;
  status: ProfileStatus;
  /** Why the last load failed (the page keeps the stored summary); null after a success. */
  failure: { error: unknown } | null;
  /** Asks the server for the profile (on opening the page, on coming back to it). */
  load(): Promise<void>;
  /**
   * Saves an avatar the platform uploaded (`files.upload`, filetype avatar) as the learner's own;
   * answers the saved path, throws the call's error (the app words it).
   */
  saveAvatar(uploadedPath: string): Promise<string>;
}

export type ProfileStore = StoreApi<ProfileState>;

type Training = BoundTable<LearnerEndpoints>['training'];

export interface ProfileStoreOptions {
  fetchMine: Training['mine'];
  saveAvatar: Training['avatar'];
  /** The session whose stored user is the fallback and follows a saved avatar. */
  session: SessionStore;
}

/** Builds the personal centre's store over the learner table's `training.mine` and `training.avatar`. */
export function createProfileStore({ fetchMine, saveAvatar, session }: ProfileStoreOptions): ProfileStore {
  let latest = 0;
  return createStore<ProfileState>()((set) => ({
    profile: null,
    status: 'idle',
    failure: null,
    async load() {
      const mine = ++latest;
      set({ status: 'loading' });
      try {
        const { user } = await fetchMine();
        if (mine === latest) set({ profile: user, status: 'ready', failure: null });
      } catch (error) {
        if (mine === latest) set({ status: 'failed', failure: { error } });
      }
    },
    async saveAvatar(uploadedPath) {
      const token = session.getState().user?.token;
      const { avatar } = await saveAvatar({}, { avatar: uploadedPath });
      set((state) => ({ profile: state.profile ? { ...state.profile, avatar } : null }));
      // A learner who signed out meanwhile (or another who signed in) keeps their own record.
      const user = session.getState().user;
      if (user && user.token === token) session.getState().setUser({ ...user, avatar });
      return avatar;
    },
  }));
}

/** What the page's header shows: the profile's values, else the stored user's. */
export interface ProfileSummary {
  name: string;
  avatar: string;
  /** Organisation · department (the parts there are). */
  organisation: string;
  learningTime: string;
}

export function profileSummary(profile: Profile | null, user: StoredUser): ProfileSummary {
  return {
    name: profile?.name ?? user.name,
    avatar: profile?.avatar ?? user.avatar,
    organisation: [user.orgname, profile?.departmentname ?? user.departmentname].filter(Boolean).join(' · '),
    learningTime: formatHms(profile?.learningseconds ?? user.trainningtime),
  };
}

/** One line of the profile: a stable id (test and style hook), its label and its value. */
export interface ProfileRow {
  id: 'account' | 'position' | 'role' | 'level' | 'experience' | 'stars' | 'completed';
  label: string;
  value: string;
}

/** The profile's lines in the order both apps show them; a line without a value (offline) is left out. */
export function profileRows(t: Translate, profile: Profile | null, user: StoredUser): ProfileRow[] {
  const toNext = profile && profile.nextlevelexperience > 0 ? profile.nextlevelexperience - profile.experience : null;
  const rows: ProfileRow[] = [
    { id: 'account', label: t('learnerTraining.mine.account'), value: profile?.account ?? user.account },
    { id: 'position', label: t('learnerTraining.mine.position'), value: profile?.positionname ?? '' },
    { id: 'role', label: t('profile.role'), value: profile?.rolename ?? user.rolename },
    { id: 'level', label: t('profile.level'), value: profile?.levelname ?? user.levelname },
    {
      id: 'experience',
      label: t('learnerTraining.mine.experience'),
      value: profile ? `${profile.experience}${toNext === null ? '' : ` · ${t('learnerTraining.mine.nextLevel', { value: toNext })}`}` : '',
    },
    { id: 'stars', label: t('profile.stars'), value: `★ ${profile?.stars ?? user.userstars}` },
    { id: 'completed', label: t('learnerTraining.mine.completedPackages'), value: profile ? String(profile.completedpackages) : '' },
  ];
  return rows.filter((row) => row.value !== '');
}
