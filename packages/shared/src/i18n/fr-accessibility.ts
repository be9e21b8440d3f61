/**
 * French messages of the accessibility statement (RGAA 4.1's model, decision 080): the page
 * /accessibility, built by `accessibilityStatementSections`. `en-accessibility.ts` holds the same
 * keys.
 */
export const frAccessibility = {
  'accessibility.status.title': 'État de conformité',
  'accessibility.status.full':
    'Le portail Passerelle est totalement conforme avec le référentiel général d’amélioration de l’accessibilité (RGAA), version {version}.',
  'accessibility.status.partial':
    'Le portail Passerelle est partiellement conforme avec le référentiel général d’amélioration de l’accessibilité (RGAA), version {version}, en raison des non-conformités énumérées ci-dessous.',
  'accessibility.status.none':
    'Le portail Passerelle est non conforme avec le référentiel général d’amélioration de l’accessibilité (RGAA), version {version}, en raison des non-conformités énumérées ci-dessous.',

  'accessibility.results.title': 'Résultats des tests',
  'accessibility.results.intro': 'L’audit de conformité réalisé par {auditor} révèle que :',
  'accessibility.results.rate': '{rate} des critères du RGAA version {version} sont respectés.',
  'accessibility.results.noRate':
    'aucun critère du RGAA version {version} n’a encore pu être évalué.',
  'accessibility.results.counts': 'Sur les {count} critères du RGAA :',
  'accessibility.results.conform': {
    one: '{count} critère est respecté ;',
    other: '{count} critères sont respectés ;',
  },
  'accessibility.results.nonConform': {
    one: '{count} critère n’est pas respecté ;',
    other: '{count} critères ne sont pas respectés ;',
  },
  'accessibility.results.notApplicable': {
    one: '{count} critère ne s’applique pas au portail.',
    other: '{count} critères ne s’appliquent pas au portail.',
  },
  'accessibility.results.method':
    'Le taux de conformité est le nombre de critères respectés divisé par le nombre de critères applicables. Chaque page de l’échantillon est vérifiée automatiquement à chaque nouvelle version du portail, qui n’est publiée que si aucune erreur n’est relevée ; les parcours listés plus bas sont refaits au clavier seul à chaque version ; les autres critères ont été vérifiés par l’équipe en relisant les pages et leurs composants.',

  'accessibility.content.title': 'Contenus non accessibles',
  'accessibility.content.nonConformities': 'Non-conformités',
  'accessibility.content.noNonConformity': 'Aucune non-conformité n’a été relevée.',
  'accessibility.content.criteria': {
    one: 'critère {list}',
    other: 'critères {list}',
  },
  'accessibility.content.derogations': 'Dérogations pour charge disproportionnée',
  'accessibility.content.noDerogation': 'Aucune dérogation n’est invoquée.',
  'accessibility.content.exemptions': 'Contenus non soumis à l’obligation d’accessibilité',
  'accessibility.content.noExemption': 'Aucun.',

  'accessibility.making.title': 'Établissement de cette déclaration d’accessibilité',
  'accessibility.making.date': 'Cette déclaration a été établie le {date}.',
  'accessibility.making.updated':
    'Cette déclaration a été établie le {date}. Elle a été mise à jour le {updated}.',
  'accessibility.making.technologies': 'Technologies utilisées pour la réalisation du portail',
  'accessibility.making.environments': 'Environnement de test',
  'accessibility.making.environmentsIntro':
    'Les vérifications de restitution de contenus ont été réalisées dans les environnements suivants :',
  'accessibility.making.tools': 'Outils pour évaluer l’accessibilité',
  'accessibility.making.pages':
    'Pages du portail ayant fait l’objet de la vérification de conformité',
  'accessibility.making.journeys': 'Parcours vérifiés au clavier seul',

  'accessibility.contact.title': 'Retour d’information et contact',
  'accessibility.contact.text':
    'Si vous n’arrivez pas à accéder à un contenu ou à un service, vous pouvez contacter le responsable du portail pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre forme.',
  'accessibility.contact.form': 'Envoyer un message par le formulaire de contact du portail',

  'accessibility.remedy.title': 'Voies de recours',
  'accessibility.remedy.text':
    'Cette procédure est à utiliser dans le cas suivant : vous avez signalé au responsable du portail un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un des services du portail et vous n’avez pas obtenu de réponse satisfaisante.',
  'accessibility.remedy.intro': 'Vous pouvez :',
  'accessibility.remedy.form': 'Écrire un message au Défenseur des droits (formulaire en ligne)',
  'accessibility.remedy.delegate': 'Contacter le délégué du Défenseur des droits dans votre région',
  'accessibility.remedy.phone': 'Appeler le {phone}',
  'accessibility.remedy.post':
    'Envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : {address}',
} as const;
