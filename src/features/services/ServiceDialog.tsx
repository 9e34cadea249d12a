import { Button, Group, List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Icon } from '../../common/components/Icon/Icon';
import { Link } from 'wouter';
import type { serviceDialogMachine } from '../../../machines/serviceDialogMachine';
import { servicesContent } from '../../content/services';
import { paths } from '../../content/routes';
import { OverlayFrame } from '../../common/overlay/OverlayFrame';
import type { OverlayViewProps } from '../../common/overlay/useOverlay';
import { useConnect } from '../../common/useConnect';
import { connectServiceDialog } from './connectServiceDialog';
import classes from './Services.module.css';

/** The Learn More dialog: the service's longer description and its features. A link in it takes
 * the place of the dialog's history entry (`replace`), so Back from the page it leads to returns
 * to the services. */
export default function ServiceDialog({ actor }: OverlayViewProps<typeof serviceDialogMachine>) {
  const { isOpen, service: current, close } = useConnect(actor, connectServiceDialog);
  return (
    <OverlayFrame variant="dialog" opened={isOpen} onClose={close}>
      {/* Mantine draws the dialog's header as <header>: outside <main> that is a second banner
          landmark beside the site's own (axe: landmark-no-duplicate-banner). It is no landmark. */}
      <Modal.Header role="none">
        {current && (
          <Modal.Title>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="xl" color={current.color} aria-hidden="true">
                <Icon name={current.icon} size={22} />
              </ThemeIcon>
              <span className={classes.dialogTitle}>{current.title}</span>
            </Group>
          </Modal.Title>
        )}
        <Modal.CloseButton aria-label={servicesContent.close} />
      </Modal.Header>
      <Modal.Body>
        {current && (
          <Stack gap="md">
            {current.detailedContent.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            <Title order={3} size="h4" mt="xs">
              {servicesContent.featuresLabel(current.title)}
            </Title>
            <List
              spacing="xs"
              icon={
                <ThemeIcon size={22} radius="xl" color={current.color} aria-hidden="true">
                  <Icon name="check" size={14} />
                </ThemeIcon>
              }
            >
              {current.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
            <Group mt="sm">
              <Button renderRoot={(props) => <Link {...props} href={paths.startProject} replace />} onClick={close}>
                {servicesContent.dialogCta}
              </Button>
              <Button
                renderRoot={(props) => <Link {...props} href={paths.consultation} replace />}
                variant="default"
                onClick={close}
              >
                {servicesContent.consultationCta}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal.Body>
    </OverlayFrame>
  );
}
