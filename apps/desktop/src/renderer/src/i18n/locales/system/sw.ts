import type { SystemLocale } from './fr';

export const systemSw: SystemLocale = {
  systemTab: {
    loading: 'Inapakia usanidi…',
    loadFailed: 'Hitilafu wakati wa kupakia data',
    configTitle: 'Usanidi',
    apply: 'Tekeleza',
    applyField: 'Tekeleza {{field}}',
    configSaved: '{{field}}: usanidi umesasishwa',
    configFailed: 'Hitilafu wakati wa kusasisha {{field}}',
    confirmConfig: {
      title: 'Badilisha {{field}}?',
      message:
        '{{field}} itabadilika kutoka {{from}} kuwa {{to}}. Inaanza kutumika bila kuwasha upya.',
    },
    maintenanceSwitch: {
      enableTitle: 'Washa hali ya matengenezo?',
      enableMessage:
        'Wanachama wataona ukurasa wa matengenezo na hawataweza kutumia programu hadi itakapozimwa. Wasimamizi wakuu wanaendelea kuingia.',
      enable: 'Washa matengenezo',
      disableTitle: 'Zima hali ya matengenezo?',
      disableMessage: 'Wanachama wanarudi kwenye programu mara moja.',
      disable: 'Zima matengenezo',
    },
    switchOn: 'imewashwa',
    switchOff: 'imezimwa',
    confirmAction: {
      title: '{{action}}?',
    },
    actionDone: 'Kitendo nyeti kimetekelezwa',
    actionNotDone: 'Kitendo hakikutekelezwa',
    actionFailed: 'Hitilafu wakati wa kutekeleza kitendo {{action}}',
    actionsTitle: 'Vitendo vya mfumo',
    unavailable: 'Haipatikani kwenye seva hii',
    secretsTitle: 'Siri',
    secretsHint: 'Zinasimamiwa kwenye mazingira ya seva: zinaonyeshwa zimefichwa, kusoma tu.',
    secretUnset: 'Haijawekwa',
    fields: {
      app_name: 'Jina la programu',
      app_version: 'Toleo la programu',
      backend_url: 'URL ya seva',
      environment: 'Mazingira',
      session_expiry_hours: 'Muda wa kikao (saa)',
      two_factor_required: 'Uthibitishaji wa hatua mbili unahitajika',
      maintenance_mode: 'Hali ya matengenezo',
      db_max_connections: 'Miunganisho ya juu ya hifadhidata',
      auto_backup_enabled: 'Nakala rudufu ya kiotomatiki',
      blockchain_network: 'Mtandao wa blockchain',
      crypto_payments_enabled: 'Malipo ya crypto yamewashwa',
    },
    actions: {
      backup: {
        label: 'Hifadhi nakala ya mfumo',
        consequence: 'Nakala kamili ya hifadhidata inaandikwa kwenye seva.',
      },
      'optimize-db': {
        label: 'Boresha hifadhidata',
        consequence: 'Hifadhidata inachambua na kuboresha majedwali yake; inaweza kuwa polepole.',
      },
      'clear-cache': {
        label: 'Futa akiba',
        consequence: 'Akiba za seva zinafutwa kwenye kila seva.',
      },
      maintenance: {
        label: 'Badili matengenezo',
        consequence: 'Hali ya matengenezo inawashwa au kuzimwa kwa wanachama wote.',
      },
      restart: {
        label: 'Washa upya',
        consequence: 'Seva inamaliza maombi yanayoendelea, kisha inaanza upya.',
      },
      deploy: {
        label: 'Sambaza sasisho',
        consequence: 'Amri ya usambazaji iliyowekwa kwenye seva inaendeshwa.',
      },
    },
    backups: {
      title: 'Nakala rudufu',
      empty: 'Hakuna nakala rudufu bado.',
      file: 'Faili',
      size: 'Ukubwa',
      created: 'Imeundwa',
      download: 'Pakua',
      downloadFile: 'Pakua {{file}}',
      progress: 'Inapakua {{file}}',
      saved: 'Nakala rudufu imehifadhiwa',
      failed: 'Hitilafu wakati wa kupakua nakala rudufu',
    },
  },
};
