import { formatSiret, t, type ProviderInformation } from '@passerelle/shared';

import { StructureSwitcher } from '~/components/structure-switcher';
import { Alert } from '~/components/ui/alert';
import { ReadOnlyField } from '~/components/ui/form-controls';
import { TitledSection } from '~/components/ui/titled-section';

import type { InformationPageData } from './provider-information-api';
import { ProviderInformationSection } from './provider-information-form';

/** The structure's name, address and SIRET as the platform knows them: read only here. */
function ProviderIdentity({ structure }: { structure: ProviderInformation['structure'] }) {
  const place = [structure.zipCode, structure.city].filter(Boolean).join(' ');
  const address = [structure.address, place].filter(Boolean).join('\n');
  const notGiven = <span className="text-muted">{t('providerInformation.notGiven')}</span>;
  return (
    <TitledSection
      id="provider-identity"
      title={t('providerInformation.identity')}
      className="space-y-3"
    >
      <dl className="grid gap-4 md:grid-cols-3">
        <ReadOnlyField label={t('providerInformation.name')}>{structure.name}</ReadOnlyField>
        <ReadOnlyField label={t('providerInformation.address')}>
          {address || notGiven}
        </ReadOnlyField>
        <ReadOnlyField label={t('providerInformation.siret')}>
          {structure.siret ? formatSiret(structure.siret) : notGiven}
        </ReadOnlyField>
      </dl>
      <p className="text-sm text-muted">{t('providerInformation.identityHint')}</p>
    </TitledSection>
  );
}

export interface ProviderInformationPageProps {
  title: string;
  data: InformationPageData;
  /** See `ProviderInformationSection`: the preview of a generated document, once there is one. */
  previewHref?: string;
}

/**
 * `/back/information` (spec §2, the provider only): its structure as known, and what it puts on
 * the documents generated for its sessions — manager, logo, stamp. A provider of several
 * structures chooses one (`?structure={id}`).
 */
export function ProviderInformationPage({
  title,
  data,
  previewHref,
}: ProviderInformationPageProps) {
  const { structures, information } = data;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p>{t('providerInformation.intro')}</p>
      <StructureSwitcher
        label={t('providerInformation.structures')}
        structures={structures}
        currentId={information?.structure.id ?? null}
        hrefOf={(id) => `/back/information?structure=${id}`}
      />
      {information === null ? (
        <Alert tone="warning">{t('providerInformation.noStructure')}</Alert>
      ) : (
        <>
          <ProviderIdentity structure={information.structure} />
          <ProviderInformationSection
            key={information.structure.id}
            information={information}
            previewHref={previewHref}
          />
        </>
      )}
    </div>
  );
}
