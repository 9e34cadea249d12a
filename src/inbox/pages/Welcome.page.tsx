import { Alert, Anchor, Button, Divider, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/inbox';
import { inboxContent } from '../../content/inbox';
import { isNotFound, useInvite } from '../api/queries';
import { AuthLayout } from '../components/AuthLayout/AuthLayout';
import { PasskeyNote } from '../components/AuthLayout/PasskeyNote';
import { Icon } from '../components/Icon/Icon';
import { useSession } from '../session/SessionContext';
import { problemText } from '../session/problemText';

const words = inboxContent.welcome;

/** A one-time link's page: whose it is, then a passkey to register (where one can work) or a
 * password to set; either signs its holder in. A used or expired link says so. */
export function WelcomePage({ token }: { token: string }) {
  const session = useSession();
  const invite = useInvite(token);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (value) => ([...value].length < PASSWORD_MIN_LENGTH ? words.tooShort(PASSWORD_MIN_LENGTH) : null),
      confirm: (value, values) => (value !== values.password ? words.mismatch : null),
    },
  });
  const serverSays = session.failure?.fields?.password;
  const toSignIn = (
    <Anchor component="button" type="button" size="sm" onClick={session.toSignIn}>
      {words.toSignIn}
    </Anchor>
  );

  if (invite.isPending) {
    return (
      <AuthLayout>
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">{words.checking}</Text>
        </Stack>
      </AuthLayout>
    );
  }
  if (invite.isError) {
    return (
      <AuthLayout heading={inboxContent.welcome.pageTitle} footnote={toSignIn}>
        <title>{inboxContent.title(words.pageTitle)}</title>
        <Alert color="vermilion" variant="light" role="alert">
          {isNotFound(invite.error) ? words.invalid : inboxContent.signInProblems.unavailable}
        </Alert>
      </AuthLayout>
    );
  }
  const { name, email } = invite.data;
  return (
    <AuthLayout heading={words.heading(name)} footnote={toSignIn}>
      <title>{inboxContent.title(words.pageTitle)}</title>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {words.intro(email)}
        </Text>
        {session.failure && (
          <Alert color="vermilion" variant="light" role="alert" icon={<Icon name="alertTriangle" />}>
            {problemText(session.failure)}
          </Alert>
        )}
        <section aria-labelledby="welcome-passkey">
          <Title order={2} size="h5" id="welcome-passkey" mb={4}>
            {words.passkeyHeading}
          </Title>
          {session.passkeys === 'ready' ? (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {words.passkeyBody}
              </Text>
              <Button
                size="md"
                fullWidth
                leftSection={<Icon name="key" />}
                onClick={session.registerPasskey}
                loading={session.busyWith === 'invitePasskey'}
                disabled={!session.canRegisterPasskey}
              >
                {words.passkey}
              </Button>
            </Stack>
          ) : (
            <PasskeyNote passkeys={session.passkeys} />
          )}
        </section>
        <Divider />
        <section aria-labelledby="welcome-password">
          <Title order={2} size="h5" id="welcome-password" mb="xs">
            {words.passwordHeading}
          </Title>
          <form noValidate onSubmit={form.onSubmit(({ password }) => session.setPassword(password))}>
            <Stack gap="sm">
              {/* For password managers: whose password this is. */}
              <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
              <PasswordInput
                label={words.password}
                description={words.passwordHint(PASSWORD_MIN_LENGTH)}
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                size="md"
                required
                withAsterisk={false}
                key={form.key('password')}
                {...form.getInputProps('password')}
                error={form.getInputProps('password').error ?? serverSays}
              />
              <PasswordInput
                label={words.confirm}
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                size="md"
                required
                withAsterisk={false}
                key={form.key('confirm')}
                {...form.getInputProps('confirm')}
              />
              <Button
                type="submit"
                size="md"
                fullWidth
                variant={session.passkeys === 'ready' ? 'default' : 'filled'}
                loading={session.busyWith === 'invitePassword'}
                disabled={!session.canSetPassword}
              >
                {words.submit}
              </Button>
            </Stack>
          </form>
        </section>
      </Stack>
    </AuthLayout>
  );
}
