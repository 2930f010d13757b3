import type { AssociationConfig } from '../config/associationConfig';
import { privacyNoticeTexts } from '../texts/privacyNoticeTexts';
import { isoDayInWords } from '../domain/calendarDayInWords';

/**
 * The privacy notice a person reads before consenting (GDPR art. 13), in European Portuguese: the
 * sentences of `privacyNoticeTexts`, in their sections, with the association's details
 * (config/associationConfig). Its version is recorded with every consent
 * (`consents/{uid}/{pushId}/noticeVersion`): change `privacyNoticeVersion` whenever a sentence of what is
 * said changes, so each consent names the text that was read.
 */

/** The day this text was last changed ('YYYY-MM-DD'). */
export const privacyNoticeVersion = '2026-11-26';

export interface PrivacyNoticeSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A list shown after the paragraphs (what is kept, the rights). */
  readonly items?: readonly string[];
}

export interface PrivacyNotice {
  readonly title: string;
  readonly version: string;
  /** `privacyNoticeTexts.version`, with the version's date in words. */
  readonly versionText: string;
  readonly sections: readonly PrivacyNoticeSection[];
}

/** Where complaints go in Portugal. */
export const supervisoryAuthority = {
  name: privacyNoticeTexts.supervisoryAuthority,
  site: 'www.cnpd.pt',
} as const;

/** A 'YYYY-MM-DD' version as its date in words (the text as given when it is not such a date). */
function versionDate(version: string): string {
  return isoDayInWords('dayMonthAndYear', version) ?? version;
}

/** A number of months in words (`privacyNoticeTexts.months`). */
export function monthsText(months: number): string {
  return privacyNoticeTexts.months(months);
}

/** The host of an address ('https://meet.jit.si/Sala' → 'meet.jit.si'), or the text when it is not one. */
function hostOf(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return address;
  }
}

export function privacyNotice(config: AssociationConfig): PrivacyNotice {
  const { dataController: controller, providerName: provider } = config;
  const texts = privacyNoticeTexts;
  const months = monthsText(config.historyRetentionMonths);
  const meetingHost = hostOf(config.meetingUrl);
  const contact = texts.contact(controller.privacyEmail, provider);
  return {
    title: texts.title,
    version: privacyNoticeVersion,
    versionText: texts.version(versionDate(privacyNoticeVersion)),
    sections: [
      {
        heading: texts.controller.heading,
        paragraphs: [
          texts.controller.responsible(controller.legalName, controller.address),
          texts.controller.questions(contact),
          ...(controller.dataProtectionOfficer
            ? [texts.controller.dataProtectionOfficer(provider, controller.dataProtectionOfficer)]
            : []),
        ],
      },
      {
        heading: texts.purposes.heading,
        paragraphs: [
          texts.purposes.carers(provider),
          texts.purposes.reminders,
          texts.purposes.noAdvertising,
        ],
      },
      {
        heading: texts.lawfulBasis.heading,
        paragraphs: [texts.lawfulBasis.healthData, texts.lawfulBasis.consentRecorded(contact)],
      },
      {
        heading: texts.dataKept.heading,
        paragraphs: [texts.dataKept.intro],
        items: texts.dataKept.items,
      },
      {
        heading: texts.retention.heading,
        paragraphs: [texts.retention.history(months), texts.retention.rest(provider)],
      },
      {
        heading: texts.recipients.heading,
        paragraphs: [
          texts.recipients.carers(provider),
          texts.recipients.google,
          texts.recipients.whatsApp,
          texts.recipients.youTube,
          texts.recipients.meetings(provider, meetingHost),
        ],
      },
      {
        heading: texts.rights.heading,
        paragraphs: [texts.rights.intro],
        items: texts.rights.items,
      },
      {
        heading: texts.exercise.heading,
        paragraphs: [
          texts.exercise.how(contact),
          texts.exercise.complaint(supervisoryAuthority.name, supervisoryAuthority.site),
        ],
      },
    ],
  };
}
