import { Container, Stack, Text, Title } from '@mantine/core';
import type { LegalPage } from '../../content/legal';
import { PageIntro } from '../../common/components/PageIntro/PageIntro';

/** A short legal page (privacy, terms) from its content. */
export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <>
      <PageIntro title={page.heading} intro={page.intro} />
      <Container size="sm" pb={96}>
        <Text size="sm" c="dimmed" mb="xl">
          {page.updated}
        </Text>
        <Stack gap="xl">
          {page.sections.map((section) => (
            <section key={section.heading}>
              <Title order={2} size="h3" mb="sm">
                {section.heading}
              </Title>
              <Stack gap="sm">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
      </Container>
    </>
  );
}
