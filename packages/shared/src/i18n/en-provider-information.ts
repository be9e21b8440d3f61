/** English messages of the provider information; same keys as `fr-provider-information.ts`. */
export const enProviderInformation = {
  'providerInformation.image.format': 'A PNG or JPEG image is expected',
  'providerInformation.image.tooHeavy': 'Image too heavy: {max} at most',
  'providerInformation.image.unreadable':
    'Unreadable image: its size could not be read. Save it again from an image editor.',
  'providerInformation.image.tooSmall':
    'Image too small ({size} pixels): at least {min} pixels per side',
  'providerInformation.image.tooLarge':
    'Image too large ({size} pixels): {max} pixels per side at most',
  'providerInformation.image.unknownFile':
    'This image is not among your uploads: choose the file again',
  'providerInformation.image.hint':
    'PNG or JPEG, {maxBytes} at most, {min} to {max} pixels per side.',
  'providerInformation.image.stampHint':
    'A PNG with a transparent background sits better next to the signature.',

  'providerInformation.intro':
    'This information appears on the documents generated for your sessions: notices, agreements, attendance sheets and certificates.',
  'providerInformation.identity': 'Your organisation',
  'providerInformation.identityHint':
    'The name, address and SIRET are those the platform knows. To correct them, ask the platform administrator.',
  'providerInformation.name': 'Name',
  'providerInformation.address': 'Address',
  'providerInformation.siret': 'SIRET',
  'providerInformation.notGiven': 'Not given',
  'providerInformation.documents': 'Information on the documents',
  'providerInformation.managerName': 'Manager’s name',
  'providerInformation.managerNameHint':
    'First and last name of the person who signs the documents.',
  'providerInformation.managerCivility': 'Manager’s civility',
  'providerInformation.managerCivilityHint':
    'The certificates’ French words agree with it (« Je soussignée » for Madame).',
  'providerInformation.managerCivilityUnknown': 'Not given',
  'providerInformation.managerTitle': 'Manager’s title',
  'providerInformation.managerTitleHint': 'For example: Director, Training manager.',
  'providerInformation.logo': 'Logo',
  'providerInformation.stamp': 'Stamp',
  'providerInformation.save': 'Save',
  'providerInformation.saving': 'Saving…',
  'providerInformation.saved': 'Information saved',
  'providerInformation.preview': 'Preview a document',
  'providerInformation.previewNewTab': '(PDF, opens in a new tab)',
  'providerInformation.previewHint': 'The preview uses the saved information.',
  'providerInformation.structures': 'Your organisations',
  'providerInformation.noStructure':
    'No provider organisation is attached to your account: ask the platform administrator to attach you to one.',
} as const;
