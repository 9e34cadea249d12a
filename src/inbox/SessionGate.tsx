import { Button, Loader, Stack, Text } from '@mantine/core';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { ChunkLoadError, lazyWithRetry } from '../common/lazy/lazyWithRetry';
import { inboxContent } from '../content/inbox';
import { AuthLayout } from './components/AuthLayout/AuthLayout';
import { InboxShell } from './components/InboxShell/InboxShell';
import { LeadListPage } from './pages/LeadList.page';
import { inboxPaths } from './paths';
import { useSession } from './session/SessionContext';

// The list is what the inbox opens at, so its code comes with the app's; every other page is a
// chunk of its own, fetched when it is first shown.
const LeadPage = lazyWithRetry(async () => ({ default: (await import('./pages/Lead.page')).LeadPage }));
const NotFoundPage = lazyWithRetry(async () => ({ default: (await import('./pages/NotFound.page')).NotFoundPage }));
const SignInPage = lazyWithRetry(async () => ({ default: (await import('./pages/SignIn.page')).SignInPage }));
const WelcomePage = lazyWithRetry(async () => ({ default: (await import('./pages/Welcome.page')).WelcomePage }));

function Waiting({ words }: { words: string }) {
  return (
    <Stack align="center" gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text c="dimmed">{words}</Text>
    </Stack>
  );
}

function PageFailed({ error }: { error: unknown }) {
  const { notDownloaded, broken, reload } = inboxContent.pageFailed;
  const words = error instanceof ChunkLoadError ? notDownloaded : broken;
  return (
    <Stack gap="md" align="flex-start" role="alert">
      <title>{inboxContent.title(words.title)}</title>
      <h1>{words.title}</h1>
      <Text c="dimmed">{words.body}</Text>
      <Button onClick={() => window.location.reload()}>{reload}</Button>
    </Stack>
  );
}

/** A page whose code is still coming, did not come, or failed to draw; another address starts
 * afresh. */
function PageCode({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary key={location} fallback={(error) => <PageFailed error={error} />}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** What the session shows: a wait, the sign-in or one-time link's page, or the inbox itself. */
export function SessionGate() {
  const session = useSession();
  // Signed in, a lead's page is the next one a person opens: its code comes in the background.
  const signedIn = session.page === 'inbox';
  useEffect(() => {
    if (signedIn) void LeadPage.preload();
  }, [signedIn]);
  switch (session.page) {
    case 'checking':
    case 'signingOut':
      return (
        <AuthLayout>
          <Waiting words={session.page === 'checking' ? inboxContent.checking : inboxContent.signingOut} />
        </AuthLayout>
      );
    case 'unreachable':
      return (
        <AuthLayout heading={inboxContent.unreachable.title}>
          <title>{inboxContent.title(inboxContent.unreachable.title)}</title>
          <Text c="dimmed" mb="lg">
            {inboxContent.unreachable.body}
          </Text>
          <Button onClick={session.retry}>{inboxContent.unreachable.retry}</Button>
        </AuthLayout>
      );
    case 'welcome':
    case 'signIn':
      return (
        <PageCode
          fallback={
            <AuthLayout>
              <Waiting words={inboxContent.loading} />
            </AuthLayout>
          }
        >
          {session.page === 'welcome' ? <WelcomePage token={session.invite ?? ''} /> : <SignInPage />}
        </PageCode>
      );
    case 'inbox':
      return (
        <InboxShell>
          <PageCode fallback={<Waiting words={inboxContent.loading} />}>
            <Switch>
              <Route path={inboxPaths.list} component={LeadListPage} />
              <Route path={inboxPaths.lead} component={LeadPage} />
              <Route path={inboxPaths.signIn}>
                <Redirect to={inboxPaths.list} replace />
              </Route>
              <Route component={NotFoundPage} />
            </Switch>
          </PageCode>
        </InboxShell>
      );
  }
}
