import { Text } from '@mantine/core';
import { PageIntro } from '../../common/components/PageIntro/PageIntro';
import { AsideNote, FormAside } from './formPage/FormAside';
import { FormPageLayout } from './formPage/FormPageLayout';
import { SubmissionForm } from '../../features/forms/submission/SubmissionForm';
import { SubmissionFormProvider } from '../../features/forms/submission/SubmissionFormProvider';
import { WhatsAppTypedSoFar } from '../../features/forms/submission/WhatsAppTypedSoFar';
import { formCommon } from '../../content/forms';
import { consultationAsideContent as aside } from '../../content/submissionForms';
import { consultationIntro } from '../../content/pagesIntro';
import classes from './formPage/FormAside.module.css';

export default function ConsultationPage() {
  return (
    <>
      <PageIntro {...consultationIntro} />
      <SubmissionFormProvider which="consultation">
        <FormPageLayout
          aside={
            <FormAside title={aside.title} steps={aside.points} marker="check">
              <AsideNote title={aside.whatsAppTitle} text={aside.whatsAppText} />
              <WhatsAppTypedSoFar>{formCommon.whatsAppUs}</WhatsAppTypedSoFar>
              <Text className={classes.hint}>{formCommon.handOverHint}</Text>
            </FormAside>
          }
        >
          <SubmissionForm />
        </FormPageLayout>
      </SubmissionFormProvider>
    </>
  );
}
