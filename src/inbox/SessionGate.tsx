import { Button, Loader, Stack, Text } from '@mantine/core';
import { Redirect, Route, Switch } from 'wouter';
import { inboxContent } from '../content/inbox';
import { AuthLayout } from './components/AuthLayout/AuthLayout';
import { InboxShell } from './components/InboxShell/InboxShell';
import { LeadPage } from './pages/Lead.page';
import { LeadListPage } from './pages/LeadList.page';
import { NotFoundPage } from './pages/NotFound.page';
import { SignInPage } from './pages/SignIn.page';
import { WelcomePage } from './pages/Welcome.page';
import { inboxPaths } from './paths';
import { useSession } from './session/SessionContext';

/** What the session shows: a wait, the sign-in or one-time link's page, or the inbox itself. */
export function SessionGate() {
  const session = useSession();
  switch (session.page) {
    case 'checking':
    case 'signingOut':
      return (
        <AuthLayout>
          <Stack align="center" gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">{session.page === 'checking' ? inboxContent.checking : inboxContent.signingOut}</Text>
          </Stack>
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
      return <WelcomePage token={session.invite ?? ''} />;
    case 'signIn':
      return <SignInPage />;
    case 'inbox':
      return (
        <InboxShell>
          <Switch>
            <Route path={inboxPaths.list} component={LeadListPage} />
            <Route path={inboxPaths.lead} component={LeadPage} />
            <Route path={inboxPaths.signIn}>
              <Redirect to={inboxPaths.list} replace />
            </Route>
            <Route component={NotFoundPage} />
          </Switch>
        </InboxShell>
      );
  }
}
