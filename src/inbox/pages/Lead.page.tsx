import { Alert, Button, Grid, NativeSelect, Skeleton, Stack, Textarea } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { Fragment } from 'react';
import { Link, useParams } from 'wouter';
import type { LeadPipelineEvent } from '../../../machines/leadPipelineMachine';
import type { LeadDetail } from '../../contract/inbox';
import { inboxContent } from '../../content/inbox';
import { isNotFound, useLead, useStaff } from '../api/queries';
import { ChangeProblem, ChangeStatus } from '../components/ChangeNotice/ChangeNotice';
import { Verbatim } from '../components/Verbatim/Verbatim';
import { Icon } from '../components/Icon/Icon';
import { EraseDialog } from '../components/LeadActions/EraseDialog';
import { LoseDialog } from '../components/LeadActions/LoseDialog';
import { DeliveryState, FlagBadge, StatusBadge } from '../components/LeadBadges/LeadBadges';
import { LeadTimeline } from '../components/LeadTimeline/LeadTimeline';
import type { LeadChangeView } from '../changes/connectLeadChange';
import { formLabel } from '../format/labels';
import { offeredMoves, type MoveType } from '../format/pipelineMoves';
import { replyLinks } from '../format/replyLinks';
import { indianDateTime } from '../format/time';
import { useLeadChange } from '../hooks/useLeadChange';
import { inboxPaths } from '../paths';
import { useSession } from '../session/SessionContext';
import classes from './Lead.module.css';

const words = inboxContent.lead;

function BackLink() {
  return (
    <Link href={inboxPaths.list} className={classes.back}>
      <Icon name="arrowLeft" size={16} />
      {words.back}
    </Link>
  );
}

/** A lead's page, at /leads/:id: its lead when it has come, or why not. */
export function LeadPage() {
  const { id = '' } = useParams<{ id: string }>();
  const lead = useLead(id);
  if (lead.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={words.loading}>
        <BackLink />
        <Skeleton height={48} width="60%" radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  }
  if (lead.isError) {
    return (
      <Stack gap="md" align="flex-start">
        <title>{inboxContent.title(words.notFound)}</title>
        <BackLink />
        <Alert color={isNotFound(lead.error) ? 'gray' : 'vermilion'} variant="light" role="alert" w="100%">
          {isNotFound(lead.error) ? words.notFound : words.failed}
          {!isNotFound(lead.error) && (
            <Button display="block" mt="xs" size="compact-sm" variant="light" onClick={() => void lead.refetch()}>
              {words.retry}
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }
  return <LeadView key={id} lead={lead.data} />;
}

/** Moves are named by what they make of the lead; the first forward one is the page's primary. */
const quiet: ReadonlySet<MoveType> = new Set(['lead.lose', 'lead.markSpam', 'lead.reopen']);

function Moves({ lead, change }: { lead: LeadDetail; change: LeadChangeView }) {
  const moves = offeredMoves(lead.pipeline);
  const primary = moves.find((move) => !quiet.has(move));
  const busyWith = change.savingChange?.kind === 'move' ? change.savingChange.event.type : null;
  return (
    <section className={classes.card} aria-labelledby="lead-pipeline">
      <h2 className={classes.cardTitle} id="lead-pipeline">
        {words.pipeline}
      </h2>
      <div className={classes.statusLine}>
        <StatusBadge status={lead.status} />
        {lead.status === 'lost' && lead.lostReason && (
          <span className={classes.reason} dir="auto">
            {words.lostBecause(lead.lostReason)}
          </span>
        )}
      </div>
      <span className={classes.label} id="lead-moves">
        {words.moveTo}
      </span>
      {moves.length === 0 ? (
        <p>{words.noMoves}</p>
      ) : (
        <div className={classes.moves} role="group" aria-labelledby="lead-moves">
          {moves.map((move) => (
            <Button
              key={move}
              variant={move === primary ? 'filled' : 'default'}
              color={move === 'lead.markSpam' || move === 'lead.lose' ? 'gray' : undefined}
              loading={busyWith === move}
              disabled={!change.canChange}
              onClick={() =>
                move === 'lead.lose'
                  ? change.askReason()
                  : change.move({ type: move } as LeadPipelineEvent, lead.version)
              }
            >
              {inboxContent.moves[move]}
            </Button>
          ))}
        </div>
      )}
      <ChangeStatus change={change} />
    </section>
  );
}

/** A lead with its page's changes. */
function LeadView({ lead }: { lead: LeadDetail }) {
  const session = useSession();
  const staff = useStaff();
  const note = useForm({
    mode: 'uncontrolled',
    initialValues: { text: '' },
    validate: { text: isNotEmpty(words.noteMissing) },
  });
  const change = useLeadChange(lead.id, { clearNote: note.reset });
  const me = session.me;
  const form = formLabel[lead.form];
  const links = replyLinks(lead, form, me?.name ?? '');
  const saving = (kind: string) => change.savingChange?.kind === kind;
  const others = (staff.data ?? []).filter((member) => member.id !== me?.id);
  const assignees = [
    { value: '', label: words.nobody },
    ...(me ? [{ value: me.id, label: words.me(me.name) }] : []),
    ...others.map((member) => ({ value: member.id, label: member.name })),
    // Someone no longer among the staff still shows as who it is assigned to.
    ...(lead.assignee && lead.assignee.id !== me?.id && !others.some((member) => member.id === lead.assignee!.id)
      ? [{ value: lead.assignee.id, label: lead.assignee.name }]
      : []),
  ];

  return (
    <article aria-labelledby="lead-name">
      <title>{inboxContent.title(lead.name)}</title>
      <BackLink />
      <header className={classes.header}>
        <h1 className={classes.name} id="lead-name" dir="auto">
          {lead.name}
        </h1>
        <div className={classes.facts}>
          <StatusBadge status={lead.status} />
          {lead.flag && <FlagBadge flag={lead.flag} />}
          <span>{form}</span>
          <time dateTime={lead.receivedAt}>{words.received(`${indianDateTime(lead.receivedAt)} IST`)}</time>
          <DeliveryState delivery={lead.delivery} />
        </div>
        <div className={classes.replies} role="group" aria-label={words.reply}>
          <Button
            component="a"
            href={links.email}
            variant="default"
            leftSection={<Icon name="mail" />}
            className={classes.reply}
            data-tone="marigold"
          >
            {words.replyEmail}
          </Button>
          {links.whatsApp && (
            <Button
              component="a"
              href={links.whatsApp}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<Icon name="brandWhatsapp" />}
              className={classes.reply}
              data-tone="teal"
            >
              {words.replyWhatsApp}
            </Button>
          )}
          {links.call && (
            <Button
              component="a"
              href={links.call}
              variant="default"
              leftSection={<Icon name="phone" />}
              className={classes.reply}
              data-tone="indigo"
            >
              {words.replyCall}
            </Button>
          )}
        </div>
      </header>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <div className={classes.side}>
            <ChangeProblem change={change} />
            <Moves lead={lead} change={change} />
            <section className={classes.card} aria-label={words.assignee}>
              <NativeSelect
                label={words.assignee}
                value={lead.assignee?.id ?? ''}
                data={assignees}
                disabled={!change.canChange}
                onChange={(event) => change.assign(event.currentTarget.value || null, lead.version)}
              />
              <Stack gap="xs" mt="md">
                <Button
                  variant="default"
                  leftSection={<Icon name="mail" />}
                  loading={saving('unread')}
                  disabled={!change.canChange}
                  onClick={change.markUnread}
                >
                  {words.markUnread}
                </Button>
                <Button
                  variant="subtle"
                  color="vermilion"
                  leftSection={<Icon name="trash" />}
                  disabled={!change.canChange}
                  onClick={change.askErase}
                >
                  {words.erase}
                </Button>
              </Stack>
            </section>
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <div className={classes.main}>
            <section className={classes.card} aria-labelledby="lead-details">
              <h2 className={classes.cardTitle} id="lead-details">
                {words.details}
              </h2>
              <dl className={classes.answers}>
                {lead.answers.map((answer) => (
                  <Fragment key={answer.label}>
                    <dt>{answer.label}</dt>
                    <dd>
                      <Verbatim text={answer.value} />
                    </dd>
                  </Fragment>
                ))}
              </dl>
            </section>
            <section className={classes.card} aria-labelledby="lead-timeline">
              <h2 className={classes.cardTitle} id="lead-timeline">
                {words.timeline}
              </h2>
              <form noValidate onSubmit={note.onSubmit(({ text }) => change.addNote(text))}>
                <Stack gap="xs" mb="xl">
                  <Textarea
                    label={words.note}
                    placeholder={words.notePlaceholder}
                    rows={3}
                    maxLength={4000}
                    key={note.key('text')}
                    {...note.getInputProps('text')}
                  />
                  <Button
                    type="submit"
                    variant="default"
                    loading={saving('note')}
                    disabled={!change.canChange}
                    style={{ alignSelf: 'flex-end' }}
                  >
                    {words.addNote}
                  </Button>
                </Stack>
              </form>
              <LeadTimeline entries={lead.timeline} form={lead.form} />
            </section>
          </div>
        </Grid.Col>
      </Grid>

      <LoseDialog
        opened={
          change.askingReason ||
          (change.savingChange?.kind === 'move' && change.savingChange.event.type === 'lead.lose')
        }
        saving={change.saving}
        pipeline={lead.pipeline}
        onLose={(reason) => change.move({ type: 'lead.lose', reason }, lead.version)}
        onCancel={change.cancel}
      />
      <EraseDialog
        opened={change.confirmingErase || saving('erase')}
        saving={change.saving}
        name={lead.name}
        onErase={change.erase}
        onCancel={change.cancel}
      />
    </article>
  );
}
