// The demo site's settings: contact details, social links, registration open for next season and how tours are
// supported. Each content entity's demo rows are its own (src/server/entities/demo/).

export const DEMO_SETTINGS = {
  contactAddress: 'Club Training Centre\nWaigani Drive\nPort Moresby, National Capital District\nPapua New Guinea',
  contactPhone: '+675 7012 3456',
  contactEmail: 'hello@pmbc-demo.org',
  socialFacebook: 'https://www.facebook.com/pmbc.demo',
  socialInstagram: 'https://www.instagram.com/pmbc.demo',
  // The placeholder: the site hides this icon.
  socialYoutube: '#',
  // Registration open for next season, so the demo shows /register as families will use it.
  registrationOpen: true,
  season: '2027 Season',
  feeInformation:
    'K60 a season for U10 and U14, K80 for U16 to Senior; brothers and sisters pay half. Pay in cash at training, or by mobile money to 7012 3456 with your reference.',
  codeOfConduct: [
    'Players arrive on time for training and games, and tell their coach when they cannot come.',
    'Players, parents and supporters respect coaches, referees, opponents and each other, on and off the court.',
    'No alcohol, betting or bullying at training, games or on tour. Phones are away during sessions.',
    "The club's coaches never meet a child alone; parents are welcome at every session.",
  ].join('\n\n'),
  // How the demo's tours are supported: shown on every tour's page.
  supportBankAccount: 'BSP Waigani, account 1001 2345 6789 (PMBC Tours). Put the tour and your name as the reference.',
  supportSwift: 'BOSPPGPM',
  supportBankAddress: 'Bank South Pacific, Waigani Drive, Port Moresby, National Capital District, Papua New Guinea',
  supportMobileMoney: 'CellMoni or MiCash to 7012 3456, with the tour and your name.',
  supportCash: 'At training on Saturday mornings, to the club treasurer, who writes you a receipt.',
};
