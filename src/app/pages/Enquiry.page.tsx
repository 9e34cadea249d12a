import { Icon } from '../../common/components/Icon/Icon';
import { PageIntro } from '../../common/components/PageIntro/PageIntro';
import { AsideLink, AsideNote, FormAside } from './formPage/FormAside';
import { FormPageLayout } from './formPage/FormPageLayout';
import { SubmissionForm } from '../../features/forms/submission/SubmissionForm';
import { SubmissionFormProvider } from '../../features/forms/submission/SubmissionFormProvider';
import { agency } from '../../content/agency';
import { enquiryAsideContent as aside } from '../../content/submissionForms';
import { enquiryIntro } from '../../content/pagesIntro';
import { mailtoUrl, telUrl, whatsAppUrl } from '../../common/links';

const projectsEmail = agency.emails[1].address;

/** The project enquiry, with what happens after it and other ways to reach the team beside it. */
export default function EnquiryPage() {
  return (
    <>
      <PageIntro {...enquiryIntro} />
      <SubmissionFormProvider which="enquiry">
        <FormPageLayout
          aside={
            <FormAside title={aside.title} steps={aside.steps} marker="number">
              <AsideNote title={aside.talkTitle} text={aside.talkText} />
              {agency.phones.map((phone) => (
                <AsideLink key={phone.e164} href={telUrl(phone.e164)} icon={<Icon name="phone" size={18} />}>
                  {phone.display}
                </AsideLink>
              ))}
              <AsideLink href={mailtoUrl(projectsEmail)} icon={<Icon name="mail" size={18} />}>
                {projectsEmail}
              </AsideLink>
              <AsideLink
                href={whatsAppUrl(agency.whatsapp[0].digits, aside.whatsAppGreeting)}
                icon={<Icon name="brand-whatsapp" size={18} />}
              >
                {aside.whatsApp}
              </AsideLink>
            </FormAside>
          }
        >
          <SubmissionForm />
        </FormPageLayout>
      </SubmissionFormProvider>
    </>
  );
}
