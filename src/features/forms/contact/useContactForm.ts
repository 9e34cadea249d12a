import { useMachineActor } from '../../../common/useMachineActor';
import { useMemo } from 'react';
import { contactFormMachine } from '../../../../machines/contactFormMachine';
import type { LeadSignals } from '../../../contract/lead';
import { leadTarget } from '../../../config/formEndpoint';
import { contactFormContent, type ContactValues } from '../../../content/contactForm';
import { useConnect } from '../../../common/useConnect';
import { postFormActor } from '../endpoint/postForm';
import { useFieldForm } from '../fields/useFieldForm';
import { connectionActor } from '../endpoint/connectionActor';
import { useFormTakeOver } from '../draft/useFormTakeOver';
import { newIdempotencyKey } from '../submission/newIdempotencyKey';
import { chatUrl } from '../messages';
import { connectContactForm } from './connectContactForm';

const target = leadTarget();

/**
 * Opens the WhatsApp chat in a new window. Called inside the submit event itself, with nothing
 * awaited before it, or popup blockers step in (product rule D15). No `noopener` in the features:
 * with it every call returns null and a blocked window could not be told apart; the opener is
 * cut on the returned window instead. Returns whether a window opened.
 */
function openChat(url: string): boolean {
  const chat = window.open(url, '_blank');
  if (!chat) return false;
  chat.opener = null;
  return true;
}

/** The home contact form: the form library holds the fields, the contact form machine the flow of
 * the hand-over to WhatsApp and of storing the same details. */
export function useContactForm() {
  const fields = useFieldForm(contactFormContent.fields, 'contact');
  const { form, formProps, fieldActions, startAgain } = fields;
  // Made once: the actor starts from the first render's machine, and the form library's actions
  // act on the same form on every render.
  const machine = useMemo(
    () =>
      contactFormMachine.provide({
        actions: fieldActions,
        actors: { postForm: postFormActor(target), connection: connectionActor },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actor = useMachineActor(machine, { input: { endpoint: target.endpoint } });
  const contact = useConnect(actor, connectContactForm);
  useFormTakeOver(fields, 'contact', contact);

  const handOver = (values: ContactValues, signals: LeadSignals) => {
    const url = chatUrl(contactFormContent, values);
    const lead = { values, signals, newKey: newIdempotencyKey() };
    if (openChat(url)) actor.send({ type: 'handover.opened', ...lead });
    else actor.send({ type: 'handover.blocked', link: url, ...lead });
  };

  // Clearing the form also puts focus where the visitor starts again.
  return { form, formProps: formProps(handOver), ...contact, clear: () => startAgain(contact.clear) };
}
