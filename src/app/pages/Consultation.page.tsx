import { Text } from '@mantine/core';
import { WhatsAppButton } from '../../common/components/WhatsAppButton/WhatsAppButton';
import { PageIntro } from '../../common/components/PageIntro/PageIntro';
import { AsideNote, FormAside } from './formPage/FormAside';
import { FormPageLayout } from './formPage/FormPageLayout';
import { SubmissionForm } from '../../features/forms/submission/SubmissionForm';
import { useSubmissionForm } from '../../features/forms/submission/useSubmissionForm';
import { formCommon } from '../../content/forms';
import { consultationAsideContent as aside } from '../../content/submissionForms';
import { consultationIntro } from '../../content/pagesIntro';
import classes from './formPage/FormAside.module.css';
import '../../common/styles/componentStyles';

export default function ConsultationPage() {
  const consultation = useSubmissionForm('consultation');
  return (
    <>
      <PageIntro {...consultationIntro} />
      <FormPageLayout
        aside={
          <FormAside title={aside.title} steps={aside.points} marker="check">
            <AsideNote title={aside.whatsAppTitle} text={aside.whatsAppText} />
            {/* The same text as Continue on WhatsApp, from the fields as they are now (product rule S7). */}
            <WhatsAppButton href={consultation.links.whatsApp}>{formCommon.whatsAppUs}</WhatsAppButton>
            <Text className={classes.hint}>{formCommon.handOverHint}</Text>
          </FormAside>
        }
      >
        <SubmissionForm form={consultation} />
      </FormPageLayout>
    </>
  );
}
