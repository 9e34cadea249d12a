/**
 * The prefilled texts the forms hand to WhatsApp and e-mail (product rule D16, 17), drawn from a
 * form's field list and the visitor's values as the contract's answer lines (src/contract): every
 * short answer as `Label: value` in the order the fields show, then the long text under its own
 * heading. The visitor's words go in verbatim, never shortened; the fields' length bounds refuse a
 * longer text instead.
 */
import { answerLines, answersOf } from '../../contract/answers';
import { agency } from '../../content/agency';
import type { FieldsContent, HandOverContent } from '../../content/forms';
import { mailtoUrl, whatsAppUrl } from '../../common/links';

/** Every hand-over goes to the first WhatsApp number and the new-projects address. */
const handOverWhatsApp = agency.whatsapp[0].digits;
const handOverEmail = agency.emails[1].address;

/** A form's words that its hand-over text is drawn from. */
interface HandOverForm {
  fields: FieldsContent;
  handOver: HandOverContent;
}

type Values = Readonly<Record<string, string>>;

/** The WhatsApp text and the e-mail with the visitor's details; an e-mail needs a subject. */
export function formMessage(form: HandOverForm, values: Values) {
  const details = answerLines(form.fields, values).join('\n');
  const { opening, subject = () => '' } = form.handOver;
  const name = values.name?.trim() ? ` – ${values.name}` : '';
  return {
    whatsApp: [`Hello ${agency.name}! ${opening}`, '', details].join('\n'),
    email: {
      subject: `${subject(answersOf(form.fields, values))}${name}`,
      body: [`Hello ${agency.name} team,`, '', opening, '', details].join('\n'),
    },
  };
}

/** The WhatsApp and e-mail links that carry a form's message to the agency. */
export function handOverLinks(form: HandOverForm, values: Values) {
  const { whatsApp, email } = formMessage(form, values);
  return { whatsApp: whatsAppUrl(handOverWhatsApp, whatsApp), email: mailtoUrl(handOverEmail, email) };
}

export type HandOverLinks = ReturnType<typeof handOverLinks>;

/** The WhatsApp link alone: the home form's only hand-over. */
export const chatUrl = (form: HandOverForm, values: Values): string => handOverLinks(form, values).whatsApp;
