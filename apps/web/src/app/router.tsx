// Every route of SPEC §2, one lazily loaded page module each, behind the route guard.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { COMMON_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { CHAT_MESSAGES } from '@/features/chat/messages';
import { COACHING_MESSAGES } from '@/features/coaching/messages';
import { DEMO_MESSAGES } from '@/features/demo/messages';
import { RootLayout, type RouteHandle } from './layouts/root-layout';
import { lazyPage } from './lazy-page';
import { RedirectKeepingSearch } from './redirect';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';

function FullPageSpinner() {
  return <PageSpinner fullScreen />;
}

type Loader = Parameters<typeof lazyPage>[0];

/**
 * A page's tab title comes with its module (its `title` export, from the feature's messages), so the shell
 * carries no feature's texts; `title` here is for the pages whose module does not say it.
 */
function page(path: string, load: Loader, title?: RouteHandle['title']): RouteObject {
  const route: RouteObject = { path, lazy: lazyPage(load) };
  return title === undefined ? route : { ...route, handle: { title } satisfies RouteHandle };
}

/** A layout route whose component (a module's default export) is loaded with its first child. */
function layout(load: Loader, route: RouteObject): RouteObject {
  return { ...route, lazy: lazyPage(load) } as RouteObject;
}

function redirect(path: string, to: string): RouteObject {
  return { path, element: <RedirectKeepingSearch to={to} /> };
}

const { store, extras } = paths;
const { entry, dashboard, personal } = store;

const load = {
  home: () => import('./routes/home-route'),
  notFound: () => import('./routes/not-found-route'),
  chat: () => import('@/features/chat/pages/chat-page'),
  businessChat: () => import('@/features/chat/pages/business-chat-page'),
  coaching: () => import('@/features/coaching/pages/coaching-page'),
  forCompanies: () => import('@/features/coaching/pages/for-companies-page'),
  agreement: () => import('@/features/legal/pages/agreement-page'),
  privacyPolicy: () => import('@/features/legal/pages/privacy-policy-page'),
  loginEmail: () => import('@/features/auth/pages/login-email-page'),
  loginPwd: () => import('@/features/auth/pages/login-pwd-page'),
  loginQRCode: () => import('@/features/auth/pages/login-qrcode-page'),
  forgottenPwd: () => import('@/features/auth/pages/forgotten-pwd-page'),
  entryLayout: () => import('@/features/auth/components/entry-layout'),
  dashboardQrcode: () => import('@/features/auth/pages/dashboard-qrcode-page'),
  dashboardPhone: () => import('@/features/auth/pages/dashboard-phone-page'),
  dashboardPassword: () => import('@/features/auth/pages/dashboard-password-page'),
  loginConfirm: () => import('@/features/auth/pages/login-confirm-page'),
  phoneUpload: () => import('@/features/phone-upload/pages/phone-upload-page'),
  interviewStart: () => import('@/features/interview/pages/interview-start-page'),
  interviewPrepare: () => import('@/features/interview/pages/interview-prepare-page'),
  interviewRoom: () => import('@/features/interview/pages/interview-room-page'),
  selectInterviewer: () => import('@/features/interview/pages/select-interviewer-page'),
  interviewRetry: () => import('@/features/interview/pages/interview-retry-page'),
  interviewAnalysis: () => import('@/features/interview-analysis/pages/interview-analysis-page'),
  interviewHistory: () => import('@/features/interview-history/pages/interview-history-page'),
  personalLayout: () => import('@/features/personal/components/personal-layout'),
  basicInfo: () => import('@/features/personal/pages/basic-info-page'),
  resume: () => import('@/features/personal/pages/resume-page'),
  security: () => import('@/features/personal/pages/security-page'),
  generalSettings: () => import('@/features/personal/pages/general-settings-page'),
  privacySettings: () => import('@/features/personal/pages/privacy-settings-page'),
  morePositions: () => import('@/features/jobs/pages/more-positions-page'),
  demo: () => import('@/features/demo/pages/demo-page'),
};

/** The routes that pass the guard. */
function guardedRoutes(): RouteObject[] {
  return [
    page(paths.home, load.home),
    page(paths.chat, load.chat, CHAT_MESSAGES.pageTitles.chat),
    page(paths.businessChat, load.businessChat, CHAT_MESSAGES.pageTitles.business),
    page(paths.coaching, load.coaching, COACHING_MESSAGES.pageTitles.coaching),
    page(paths.forCompanies, load.forCompanies, COACHING_MESSAGES.pageTitles.forCompanies),
    page(paths.agreement, load.agreement),
    page(paths.privacyPolicy, load.privacyPolicy),

    redirect(store.root, dashboard.root),
    { path: entry.root, element: <RedirectKeepingSearch to={entry.loginEmail} /> },
    layout(load.entryLayout, {
      children: [
        page(entry.loginEmail, load.loginEmail),
        page(entry.loginPwd, load.loginPwd),
        page(entry.loginQRCode, load.loginQRCode),
        page(entry.forgottenPwd, load.forgottenPwd),
      ],
    }),
    {
      path: dashboard.root,
      children: [
        { index: true, element: <RedirectKeepingSearch to={dashboard.profile} /> },
        page(dashboard.profile, load.interviewStart),
        page(dashboard.qrCode, load.dashboardQrcode),
        page(dashboard.phone, load.dashboardPhone),
        page(dashboard.password, load.dashboardPassword),
      ],
    },
    { path: personal.root, element: <RedirectKeepingSearch to={personal.basic} /> },
    layout(load.personalLayout, {
      children: [
        page(personal.basic, load.basicInfo),
        page(personal.resume, load.resume),
        page(personal.security, load.security),
        page(personal.general, load.generalSettings),
        page(personal.privacy, load.privacySettings),
        // The top-level extra renders the same resume page, in the same frame.
        page(extras.resumeManage, load.resume),
      ],
    }),
    page(paths.mobile.loginConfirm, load.loginConfirm),
    page(paths.mobile.upload, load.phoneUpload),
    page(store.interviewAnalysisById, load.interviewAnalysis),
    page(store.interviewAnalysis, load.interviewAnalysis),
    page(store.interviewIng, load.interviewRoom),
    page(store.interviewPre, load.interviewPrepare),
    page(store.selectMetahuman, load.selectInterviewer),
    page(store.interviewRetry, load.interviewRetry),

    // Top-level extras: the same pages as their /store counterparts.
    page(extras.dashboard, load.interviewStart),
    page(extras.interviewAnalysisById, load.interviewAnalysis),
    page(extras.interviewAnalysis, load.interviewAnalysis),
    page(extras.interviewIng, load.interviewRoom),
    page(extras.interviewPre, load.interviewPrepare),
    page(extras.interviewHistory, load.interviewHistory),
    page(extras.selectInterviewer, load.selectInterviewer),
    page(extras.morePosition, load.morePositions),
    page(extras.demo, load.demo, DEMO_MESSAGES.pageTitles.demo),
  ];
}

export function createRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: FullPageSpinner,
      children: [
        {
          // Errors below render inside the layout, keeping the header.
          ErrorBoundary: RouteError,
          children: [
            { Component: RouteGuard, children: guardedRoutes() },
            page(paths.notFound, load.notFound, COMMON_MESSAGES.notFoundTitle),
            { path: '*', element: <Navigate to={paths.notFound} replace /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
