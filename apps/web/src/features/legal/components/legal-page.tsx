import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { legalDocuments, legalPaths, type LegalDocument } from '../../../shared/legal-paths';
import { usePageTitle } from '../../../shared/use-page-title';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  after?: string[];
}
export interface LegalText {
  title: string;
  updated: string;
  intro?: string[];
  sections: LegalSection[];
}

function LegalPage({ doc }: { doc: LegalDocument }) {
  const { t, i18n: instance } = useTranslation(['legal', 'shell']);
  const text = t(doc, { returnObjects: true }) as LegalText;
  usePageTitle(text.title);
  return (
    <Stack component="article" gap="md" lang={instance.language} maw={820}>
      <Title order={1}>{text.title}</Title>
      <Text size="sm" c="dimmed">
        {text.updated}
      </Text>
      {text.intro?.map((p, i) => <Text key={i}>{p}</Text>)}
      {text.sections.map((section, i) => (
        <Stack component="section" gap="xs" key={i} aria-labelledby={`legal-${doc}-${i}`}>
          <Title order={2} size="h3" id={`legal-${doc}-${i}`}>
            {section.heading}
          </Title>
          {section.paragraphs?.map((p, j) => <Text key={j}>{p}</Text>)}
          {section.items ? (
            <List spacing={4}>
              {section.items.map((item, j) => (
                <List.Item key={j}>{item}</List.Item>
              ))}
            </List>
          ) : null}
          {section.after?.map((p, j) => <Text key={`a${j}`}>{p}</Text>)}
        </Stack>
      ))}
      <Stack component="nav" gap={4} aria-label={t('shell:legal.otherDocuments')}>
        <Text fw={600}>{t('shell:legal.otherDocuments')}</Text>
        {legalDocuments
          .filter((d) => d !== doc)
          .map((d) => (
            <Fragment key={d}>
              <Anchor component={Link} to={legalPaths[d]}>
                {t(`shell:legal.${d}`)}
              </Anchor>
            </Fragment>
          ))}
      </Stack>
    </Stack>
  );
}

const pages = new Map<LegalDocument, ComponentType>();

/** One stable component per document, for the router's lazy routes. */
export function legalPageComponent(doc: LegalDocument): ComponentType {
  let page = pages.get(doc);
  if (!page) {
    page = function LegalDocumentPage() {
      return <LegalPage doc={doc} />;
    };
    pages.set(doc, page);
  }
  return page;
}
