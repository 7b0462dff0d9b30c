import { dashboardUrl } from '@meridian/core';
import type { Dashboard, DashboardSaveResponse, DashboardUpdate } from '@meridian/core';
import type { MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { useGetMyRolesQuery } from '../../app/api';
import { useToast } from '../../app/toast';
import { hasPermission } from '../../app/role-permissions';
import { COPY_MESSAGES, useCopyToClipboard } from '../../components/use-copy';
import {
  cacheUnderNewAddress,
  useCreateDashboardPermalinkMutation,
  useUpdateDashboardMutation,
} from '../dashboard-api';
import { useDashboardFiltersContext } from '../filters/filters-context';
import { useDashboardRefresh } from '../refresh/DashboardRefreshProvider';
import { hasBit, STANDALONE_BITS, standaloneMask } from '../standalone';

// Loaded on first use, keeping the dashboard route's script small.
const DashboardPropertiesModal = lazy(async () => ({
  default: (await import('../properties/DashboardPropertiesModal')).DashboardPropertiesModal,
}));

const RefreshIntervalModal = lazy(async () => ({
  default: (await import('../refresh/RefreshIntervalModal')).RefreshIntervalModal,
}));

/** The downloads, with the snapshot and PDF code loaded on first use. */
const downloads = () => import('./dashboard-downloads');

/** What the dashboard menu needs from the header. */
export interface DashboardMenuOptions {
  /** The dashboard as stored. */
  dashboard: Dashboard;
  /** Whether the user may edit it (owner or admin). */
  canEdit: boolean;
  /** The page's refresh, used when no DashboardRefreshProvider is above. */
  onRefresh: () => void;
  /** Called after the properties were saved. */
  onPropertiesSaved?: ((saved: DashboardSaveResponse) => void) | undefined;
}

/** The menu's items and the modals they open. */
export interface DashboardMenu {
  /** Items of the view-mode menu (Export to ZIP and the page's extras are added by the header). */
  items: NonNullable<MenuProps['items']>;
  /** The properties and refresh-interval modals. */
  modals: ReactNode;
}

/** The search of the address with the fullscreen bit (hide the navigation) set or cleared. */
function fullscreenSearch(search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  if (on) params.set('standalone', String(STANDALONE_BITS.hideNav));
  else params.delete('standalone');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The view-mode actions of a dashboard: refresh, auto-refresh, properties, downloads, share and fullscreen. */
export function useDashboardMenu(options: DashboardMenuOptions): DashboardMenu {
  const { dashboard, canEdit } = options;
  const [modal, setModal] = useState<'properties' | 'refresh' | null>(null);
  const refresh = useDashboardRefresh();
  const [updateDashboard] = useUpdateDashboardMutation();
  const [createPermalink] = useCreateDashboardPermalinkMutation();
  const roles = useGetMyRolesQuery().data;
  const copy = useCopyToClipboard();
  const toast = useToast();
  const location = useLocation();
  const filters = useDashboardFiltersContext();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { idOrSlug = '' } = useParams();
  const isFullscreen = hasBit(standaloneMask(location.search), STANDALONE_BITS.hideNav);

  const submitProperties = async (update: DashboardUpdate) => {
    // The modal shows a rejection (the slug's 422 on the field, a 409's message above its buttons).
    const saved = await updateDashboard({
      id: dashboard.id,
      update: { ...update, changed_on: dashboard.changed_on },
    }).unwrap();
    setModal(null);
    toast.success('The dashboard properties were saved.');
    options.onPropertiesSaved?.(saved);
    const path = dashboardUrl(saved.result);
    if (path !== location.pathname) {
      dispatch(cacheUnderNewAddress(idOrSlug, saved.result));
      void navigate(`${path}${location.search}`, { replace: true });
    }
  };

  const download = (run: (title: string) => Promise<void>) => {
    run(dashboard.dashboard_title).catch((error: unknown) =>
      toast.error('Could not draw the dashboard', error),
    );
  };

  const copyPermalink = async () => {
    try {
      const { url } = await createPermalink({
        id: dashboard.id,
        state: {
          urlParams: [...new URLSearchParams(location.search)].filter(([name]) => name !== 'standalone'),
          activeTabs: [],
          anchor: location.hash ? location.hash.slice(1) : null,
          dataMask: filters?.state.applied ?? {},
        },
      }).unwrap();
      await copy(`${window.location.origin}${url}`, COPY_MESSAGES.linkCopied);
    } catch (error) {
      toast.error('Could not create the permalink', error);
    }
  };

  const items: NonNullable<MenuProps['items']> = [
    {
      key: 'refresh',
      label: 'Refresh dashboard',
      onClick: () => (refresh ? refresh.refresher.refreshAll() : options.onRefresh()),
    },
    {
      key: 'fullscreen',
      label: isFullscreen ? 'Exit fullscreen' : 'Enter fullscreen',
      onClick: () => void navigate(`${location.pathname}${fullscreenSearch(location.search, !isFullscreen)}`),
    },
    ...(refresh
      ? [{ key: 'auto-refresh', label: 'Set auto-refresh interval', onClick: () => setModal('refresh') }]
      : []),
    ...(canEdit
      ? [{ key: 'properties', label: 'Edit properties', onClick: () => setModal('properties') }]
      : []),
    {
      key: 'download',
      label: 'Download',
      children: [
        {
          key: 'pdf',
          label: 'Export to PDF',
          onClick: () => download(async (title) => (await downloads()).downloadDashboardPdf(title)),
        },
        {
          key: 'image',
          label: 'Download as image',
          onClick: () => download(async (title) => (await downloads()).downloadDashboardImage(title)),
        },
      ],
    },
    ...(hasPermission(roles, 'can_share_dashboard', 'Superset')
      ? [
          {
            key: 'share',
            label: 'Share',
            children: [
              { key: 'permalink', label: 'Copy permalink to clipboard', onClick: () => void copyPermalink() },
            ],
          },
        ]
      : []),
  ];

  const modals = (
    <>
      {canEdit && modal === 'properties' ? (
        <Suspense fallback={null}>
          <DashboardPropertiesModal
            dashboard={dashboard}
            open={modal === 'properties'}
            onCancel={() => setModal(null)}
            onSubmit={submitProperties}
          />
        </Suspense>
      ) : null}
      {refresh && modal === 'refresh' ? (
        <Suspense fallback={null}>
          <RefreshIntervalModal
            open={modal === 'refresh'}
            frequency={refresh.frequency}
            editMode={false}
            onCancel={() => setModal(null)}
            onSave={(seconds) => {
              refresh.setFrequency(seconds);
              setModal(null);
              toast.success('Refresh interval saved');
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
  return { items, modals };
}
