import { Alert, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { inboxContent } from '../../content/inbox';
import { AuthLayout } from '../components/AuthLayout/AuthLayout';
import { PasskeyNote } from '../components/AuthLayout/PasskeyNote';
import { Icon } from '../components/Icon/Icon';
import { useSession } from '../session/SessionContext';
import { problemText } from '../session/problemText';

const words = inboxContent.signIn;

/** Sign-in: e-mail and password, or a passkey where one can work; after an ended session it says
 * so, and comes back to the same page once signed in. */
export function SignInPage() {
  const session = useSession();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: { email: isEmail(words.emailMissing), password: isNotEmpty(words.passwordMissing) },
  });
  return (
    <AuthLayout heading={words.heading}>
      <title>{inboxContent.title(words.pageTitle)}</title>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {words.intro}
        </Text>
        {session.sessionEnded && (
          <Alert color="indigo" variant="light" role="status">
            {words.sessionEnded}
          </Alert>
        )}
        {session.failure && (
          <Alert color="vermilion" variant="light" role="alert" icon={<Icon name="alertTriangle" />}>
            {problemText(session.failure)}
          </Alert>
        )}
        <form
          noValidate
          onSubmit={form.onSubmit(({ email, password }) => session.signInWithPassword(email.trim(), password))}
        >
          <Stack gap="sm">
            <TextInput
              label={words.email}
              type="email"
              autoComplete="username webauthn"
              size="md"
              required
              withAsterisk={false}
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={words.password}
              autoComplete="current-password"
              size="md"
              required
              withAsterisk={false}
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Button
              type="submit"
              size="md"
              fullWidth
              mt="xs"
              loading={session.busyWith === 'password'}
              disabled={!session.canSignInWithPassword}
            >
              {words.submit}
            </Button>
          </Stack>
        </form>
        <Divider label={words.or} labelPosition="center" />
        {session.passkeys === 'ready' ? (
          <Button
            variant="default"
            size="md"
            fullWidth
            leftSection={<Icon name="key" />}
            onClick={session.signInWithPasskey}
            loading={session.busyWith === 'passkey'}
            disabled={!session.canSignInWithPasskey}
          >
            {words.passkey}
          </Button>
        ) : (
          <PasskeyNote passkeys={session.passkeys} />
        )}
      </Stack>
    </AuthLayout>
  );
}
