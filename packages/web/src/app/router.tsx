import { Navigate, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { AppShell } from './AppShell';
import { prefetchDashboard } from '../dashboard/prefetch-dashboard';
import { PageLoading } from './PageLoading';
import { RequireAuth } from './RequireAuth';
import { RouteErrorPage } from './RouteErrorPage';

/** Explore's page module, shown once every plugin's control panel has loaded (explore reads them synchronously). */
async function loadExplorePage(): Promise<{ default: ComponentType }> {
  const [page, plugins] = await Promise.all([
    import('../explore/ExplorePage'),
    import('../explore/explore-plugins'),
  ]);
  await plugins.loadExplorePlugins();
  return page;
}

/** A route whose page module is loaded on first visit. */
function lazyPage(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return {
    path,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/** Every route of the application; pages are split into their own chunks. */
export const routes: RouteObject[] = [
  // The login page is its own chunk: its form code is not shipped with every other page.
  {
    path: '/login/',
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('../auth/LoginPage')).LoginPage }),
  },
  {
    path: '/',
    element: (
      <RequireAuth>
        <AppShell />
      </RequireAuth>
    ),
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: <Navigate replace to="/superset/welcome/" /> },
      lazyPage('superset/welcome/', () => import('../lists/HomePage')),
      lazyPage('dashboard/list/', () => import('../lists/DashboardListPage')),
      {
        ...lazyPage('superset/dashboard/:idOrSlug/', () => import('../dashboard/DashboardPage')),
        // The dashboard's three calls start with the page's code download, not after it.
        loader: ({ params }) => {
          prefetchDashboard(params['idOrSlug'] ?? '');
          return null;
        },
      },
      lazyPage('superset/dashboard/p/:key/', () => import('../dashboard/header/DashboardPermalinkPage')),
      lazyPage('chart/list/', () => import('../lists/ChartListPage')),
      lazyPage('chart/add', () => import('../lists/ChartAddPage')),
      lazyPage('tablemodelview/list/', () => import('../lists/DatasetListPage')),
      lazyPage('databaseview/list/', () => import('../lists/DatabaseListPage')),
      lazyPage('dataset/add/', () => import('../datasets/AddDatasetPage')),
      lazyPage('sqllab/', () => import('../sqllab/SqlLabPage')),
      lazyPage('savedqueryview/list/', () => import('../lists/SavedQueryListPage')),
      lazyPage('annotationlayer/list/', () => import('../annotations/AnnotationLayerListPage')),
      lazyPage('annotationlayer/:layerId/annotation/', () => import('../annotations/AnnotationListPage')),
      lazyPage('alert/list/', () => import('../reports/AlertReportListPage')),
      lazyPage('report/list/', () => import('../reports/AlertReportListPage')),
      lazyPage('alert/:id/log/', () => import('../reports/ExecutionLogPage')),
      lazyPage('report/:id/log/', () => import('../reports/ExecutionLogPage')),
      lazyPage('explore/', loadExplorePage),
      lazyPage('superset/explore/p/:key/', loadExplorePage),
      lazyPage('users/list/', () => import('../security/UsersPage')),
      lazyPage('roles/list/', () => import('../security/RolesPage')),
      { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }) },
    ],
  },
];

/** Creates the browser router of the application. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
