// Countries and name pools for demo fighters: real country names and ISO codes, invented people.
// Weights roughly follow where professional MMA fighters come from.

export interface NamePool {
  men: readonly string[];
  women: readonly string[];
  last: readonly string[];
}

const pool = (men: string, women: string, last: string): NamePool => ({
  men: men.split(' '),
  women: women.split(' '),
  last: last.split(' ').map((name) => name.replace(/_/g, ' ')),
});

const POOLS = {
  english: pool(
    'James John Michael David Chris Matt Ryan Kevin Jake Tyler Cody Brandon Justin Sean Derek Travis Nate Colby Dustin Austin ' +
      'Jon Daniel Anthony Robert Jason Eric Aaron Adam Kyle Josh Zach Jeremy Shane Brian Jordan Trevor Marcus Darren Curtis Logan',
    'Jessica Sarah Amanda Katie Lauren Ashley Megan Rachel Holly Tracy Kelly Erin Miesha Paige Jennifer Cat Tara Casey',
    'Smith Johnson Miller Davis Walker Carter Hughes Bennett Parker Collins Reed Hayes Brooks Foster Murphy Lewis Harris Turner ' +
      'Cooper Ward Griffin Holloway Price Sullivan Edwards Stewart Morris Rogers Bell Bailey Howard Gray Jenkins Perry Powell ' +
      'Long Patterson Hughes Flynn Barnes Fisher Henderson Coleman Simmons Wallace Hamilton Graham Ellis Spencer Chandler Lawler',
  ),
  portuguese: pool(
    'João Lucas Rafael Thiago Gabriel Bruno Diego Mateus Felipe Rodrigo Vinicius Gilberto Caio Renato Wellington Edson ' +
      'Charles Alex Glover Paulo Deiveson Jailton Ronaldo Michel Francisco Leonardo Marcos Anderson',
    'Amanda Mariana Juliana Larissa Bethe Vanessa Ketlen Viviane Priscila Jéssica Taila Karol Polyana',
    'Silva Santos Oliveira Souza Pereira Costa Ferreira Almeida Nascimento Rodrigues Carvalho Araújo Barbosa Moraes Teixeira ' +
      'Nogueira Lima Cavalcante Gomes Martins Ribeiro Rocha Dias Barros Freitas Pinheiro Machado Cardoso Mendes Monteiro ' +
      'do_Bronx dos_Anjos da_Costa',
  ),
  spanish: pool(
    'Carlos José Luis Alejandro Diego Miguel Javier Andrés Ricardo Fernando Brandon Yair Erik Daniel Pablo Raúl Jorge Manuel Sergio Óscar',
    'Alexa Irene Lupita Andrea Daniela Montserrat Lucía Paola Ximena',
    'García Rodríguez Hernández López Martínez González Pérez Sánchez Ramírez Torres Flores Rivera Moreno Ortega Castillo ' +
      'Vargas Rojas Medina Aguilar Guzmán Mendoza Ruiz Herrera Jiménez Morales Reyes Cruz Romero',
  ),
  russian: pool(
    'Alexander Sergey Dmitry Andrei Ivan Mikhail Nikita Pavel Vadim Artem Alexei Maxim Yuri Denis Roman',
    'Anastasia Ekaterina Maria Olga Irina Svetlana Yana Viktoria',
    'Ivanov Petrov Smirnov Volkov Kuznetsov Sokolov Orlov Morozov Pavlov Fedorov Zaitsev Nikolaev Romanov Belov Kovalev ' +
      'Lebedev Egorov Vasiliev Yakovlev Grigoriev Stepanov Semenov Golubev Vinogradov Bogdanov Tarasov Kiselev',
  ),
  caucasus: pool(
    'Magomed Khabib Islam Zabit Ramazan Shamil Abubakar Said Umar Akhmed Rasul Gadzhi Murad Aslan Khamzat',
    'Aminat Zarina Patimat Madina Khadizhat',
    'Magomedov Abdulaev Gadzhiev Aliev Khalidov Nurmagomedov Ismailov Rashidov Umarov Akhmedov Saidov Kurbanov Yusupov Ibragimov Omarov',
  ),
  polish: pool(
    'Jan Mateusz Tomasz Marcin Kamil Piotr Łukasz Michał Paweł Krzysztof Damian',
    'Joanna Karolina Agnieszka Aleksandra Kinga Natalia',
    'Nowak Kowalski Wiśniewski Wójcik Kamiński Lewandowski Zieliński Szymański Woźniak Dąbrowski Kozłowski Mazur',
  ),
  french: pool(
    'Benoît Nassourdine Cyril Ciryl Thomas Julien Mathieu Nicolas Antoine Florian Taylor Morgan',
    'Manon Léa Chloé Camille Pauline',
    'Dubois Moreau Laurent Lefebvre Fontaine Girard Mercier Bonnet Durand Lambert Roux Gauthier',
  ),
  german: pool(
    'Lukas Maximilian Jonas Leon Felix Tim Niklas Dennis Marco Stefan Christian',
    'Lena Laura Anna Julia Sarah',
    'Müller Schmidt Schneider Fischer Weber Wagner Becker Hoffmann Schäfer Koch Richter Klein Wolf',
  ),
  nordic: pool(
    'Erik Lars Johan Anders Magnus Oskar Niklas Mikael Gunnar Jesper',
    'Ida Emma Sofia Linnea Frida',
    'Johansson Andersson Karlsson Nilsson Eriksson Larsson Lindqvist Berg Nordin Hansen Jensen Virtanen',
  ),
  dutch: pool(
    'Daan Sem Jesse Thijs Bas Ruben Stefan Jeroen Reinier',
    'Sanne Lotte Germaine Fleur',
    'de Jong Jansen de Vries van den Berg Bakker Visser Smit Meijer de Boer Mulder',
  ),
  italian: pool(
    'Marco Luca Alessandro Matteo Davide Giorgio Andrea Francesco Marvin Mauro',
    'Giulia Chiara Martina Sara',
    'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo',
  ),
  balkan: pool(
    'Marko Stefan Nikola Luka Filip Miloš Igor Mirko Ante Dragan',
    'Ana Jelena Milica Ivana',
    'Jovanović Petrović Nikolić Marković Đorđević Horvat Kovačević Babić Filipović Crocop',
  ),
  czech: pool(
    'Jiří Jan Petr Martin Tomáš David Jakub Ondřej Lukáš',
    'Lucie Tereza Eliška',
    'Novák Svoboda Novotný Dvořák Černý Procházka Kučera Veselý Horák Pokorný',
  ),
  turkish: pool('Mehmet Mustafa Ahmet Emre Burak Murat Can Serkan', 'Elif Zeynep Ayşe', 'Yılmaz Kaya Demir Şahin Çelik Yıldız Aydın Öztürk Arslan'),
  georgian: pool('Giorgi Merab Levan Davit Irakli Roman Guram', 'Nino Mariam', 'Dvalishvili Topuria Beridze Kapanadze Gelashvili Lomidze Tsiklauri'),
  japanese: pool(
    'Takanori Kai Yuki Kenji Hiroshi Kazuki Shinya Ryo Tatsuya Kyoji Naoki',
    'Ayaka Rin Mizuki Seika Miyuu',
    'Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Horiguchi Asakura Yamada',
  ),
  korean: pool('Chan Sung Dong Hyun Jun Seok Min Woo Doo Ho Seung', 'Seo Ji Ye Na', 'Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim'),
  chinese: pool('Wei Jun Hao Yang Li Jing Kai Ming Tao', 'Weili Yan Xiaonan Jiayi', 'Zhang Wang Li Liu Chen Yang Huang Zhao Wu Zhou Song'),
  filipino: pool('Joshua Eduard Kevin Mark Rolando Honorio Geje', 'Denice Jenelyn Mei', 'Reyes Santos Cruz Bautista Folayang Pacio Belingon Mangahas'),
  thai: pool('Somchai Rodtang Sitthichai Nattawut Pongsiri', 'Stamp Sarah', 'Sor Jitpanich Fairtex Kaewsamrit Petchyindee Chaiyaphum'),
  mongolian: pool('Batbayar Erdene Ganbold Tumur Otgonbaatar', 'Enkhjin Nomin', 'Batsaikhan Enkhtaivan Gantulga Bayarsaikhan Tserenpuntsag'),
  nigerian: pool('Kamaru Israel Sodiq Chidi Emeka Tobi Oluwale', 'Chioma Amaka Funmi', 'Usman Adesanya Adeyemi Okafor Balogun Eze Nwosu Oladipo'),
  westafrican: pool('Francis Moussa Ibrahima Ousmane Bakary Mamadou', 'Aminata Fatou', 'Ngannou Diallo Traoré Koné Camara Sow Ndiaye'),
  arabic: pool('Omar Ahmed Khaled Mohammed Youssef Karim Tarek Hamza', 'Leila Nour', 'Hassan Ali Ibrahim Mansour Nasser Haddad Khalil Saleh'),
  persian: pool('Reza Amir Arman Mohsen Ali Farid', 'Sara Parisa', 'Tafreshi Hosseini Karimi Rahimi Mousavi Jafari'),
  centralasian: pool('Dauren Nurlan Askar Bekzat Timur Shavkat Makhmud', 'Aigerim Dana', 'Kuramagomedov Ermekov Bekov Rakhmonov Zhumabekov Nurlanov Karimov'),
  ukrainian: pool(
    'Oleksandr Andriy Mykola Vitaliy Taras Bohdan',
    'Olena Maryna Kateryna',
    'Shevchenko Kovalenko Bondarenko Tkachenko Kravchenko Oliynyk Melnyk Krylov',
  ),
  maori: pool('Kai Tane Nikora Wiremu Hemi Rawiri', 'Aroha Mere', 'Parata Ngata Tuhoe Walker Te_Huia Hooker'),
} satisfies Record<string, NamePool>;

export interface DemoCountry {
  /** English country name, as the Dataset's nationality. */
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Relative share of fighters. */
  weight: number;
  names: NamePool;
  /** A second pool and its share, e.g. Dagestani names among Russia's fighters. */
  alsoNames?: readonly [NamePool, number];
  cities: readonly string[];
}

const country = (name: string, code: string, weight: number, names: NamePool, cities: string, alsoNames?: readonly [NamePool, number]): DemoCountry => ({
  name,
  code,
  weight,
  names,
  cities: cities.split(';'),
  ...(alsoNames ? { alsoNames } : {}),
});

export const DEMO_COUNTRIES: readonly DemoCountry[] = [
  country(
    'United States',
    'US',
    200,
    POOLS.english,
    'Las Vegas, Nevada;Newark, New Jersey;Houston, Texas;Denver, Colorado;Nashville, Tennessee;Anaheim, California;Tampa, Florida',
  ),
  country('Brazil', 'BR', 110, POOLS.portuguese, 'Rio de Janeiro;São Paulo;Belo Horizonte;Curitiba;Fortaleza'),
  country('Russia', 'RU', 55, POOLS.russian, 'Moscow;Saint Petersburg;Kazan;Yekaterinburg;Makhachkala', [POOLS.caucasus, 0.45]),
  country('Mexico', 'MX', 35, POOLS.spanish, 'Mexico City;Guadalajara;Monterrey;Tijuana'),
  country('United Kingdom', 'GB', 35, POOLS.english, 'London;Manchester;Liverpool;Cardiff;Glasgow'),
  country('Canada', 'CA', 25, POOLS.english, 'Toronto;Montreal;Calgary;Vancouver;Edmonton'),
  country('Poland', 'PL', 30, POOLS.polish, 'Warsaw;Gdańsk;Łódź;Kraków;Wrocław'),
  country('Japan', 'JP', 30, POOLS.japanese, 'Tokyo;Saitama;Osaka;Yokohama;Nagoya'),
  country('France', 'FR', 18, POOLS.french, 'Paris;Marseille;Lyon;Nice'),
  country('Australia', 'AU', 18, POOLS.english, 'Sydney;Melbourne;Perth;Brisbane;Adelaide'),
  country('Ireland', 'IE', 8, POOLS.english, 'Dublin;Cork;Galway'),
  country('Germany', 'DE', 14, POOLS.german, 'Hamburg;Berlin;Cologne;Munich'),
  country('Sweden', 'SE', 9, POOLS.nordic, 'Stockholm;Gothenburg'),
  country('Norway', 'NO', 4, POOLS.nordic, 'Oslo;Bergen'),
  country('Denmark', 'DK', 4, POOLS.nordic, 'Copenhagen;Aarhus'),
  country('Finland', 'FI', 3, POOLS.nordic, 'Helsinki;Tampere'),
  country('Netherlands', 'NL', 9, POOLS.dutch, 'Amsterdam;Rotterdam;Utrecht'),
  country('Italy', 'IT', 10, POOLS.italian, 'Rome;Milan;Turin'),
  country('Spain', 'ES', 8, POOLS.spanish, 'Madrid;Barcelona;Valencia'),
  country('Portugal', 'PT', 4, POOLS.portuguese, 'Lisbon;Porto'),
  country('Argentina', 'AR', 9, POOLS.spanish, 'Buenos Aires;Córdoba'),
  country('Chile', 'CL', 4, POOLS.spanish, 'Santiago;Valparaíso'),
  country('Peru', 'PE', 5, POOLS.spanish, 'Lima;Arequipa'),
  country('Colombia', 'CO', 4, POOLS.spanish, 'Bogotá;Medellín'),
  country('Ecuador', 'EC', 3, POOLS.spanish, 'Quito;Guayaquil'),
  country('Venezuela', 'VE', 3, POOLS.spanish, 'Caracas;Maracaibo'),
  country('Cuba', 'CU', 3, POOLS.spanish, 'Havana'),
  country('Serbia', 'RS', 5, POOLS.balkan, 'Belgrade;Novi Sad'),
  country('Croatia', 'HR', 5, POOLS.balkan, 'Zagreb;Split'),
  country('Bosnia and Herzegovina', 'BA', 3, POOLS.balkan, 'Sarajevo'),
  country('Czechia', 'CZ', 8, POOLS.czech, 'Prague;Brno;Ostrava'),
  country('Slovakia', 'SK', 3, POOLS.czech, 'Bratislava;Košice'),
  country('Ukraine', 'UA', 12, POOLS.ukrainian, 'Kyiv;Odesa;Lviv'),
  country('Georgia', 'GE', 8, POOLS.georgian, 'Tbilisi;Batumi'),
  country('Azerbaijan', 'AZ', 5, POOLS.caucasus, 'Baku'),
  country('Armenia', 'AM', 4, POOLS.caucasus, 'Yerevan'),
  country('Kazakhstan', 'KZ', 9, POOLS.centralasian, 'Almaty;Astana'),
  country('Kyrgyzstan', 'KG', 4, POOLS.centralasian, 'Bishkek'),
  country('Uzbekistan', 'UZ', 5, POOLS.centralasian, 'Tashkent;Samarkand'),
  country('Tajikistan', 'TJ', 3, POOLS.centralasian, 'Dushanbe'),
  country('Turkey', 'TR', 6, POOLS.turkish, 'Istanbul;Ankara'),
  country('Iran', 'IR', 4, POOLS.persian, 'Tehran;Mashhad'),
  country('Egypt', 'EG', 3, POOLS.arabic, 'Cairo;Alexandria'),
  country('Morocco', 'MA', 3, POOLS.arabic, 'Casablanca;Rabat'),
  country('United Arab Emirates', 'AE', 2, POOLS.arabic, 'Abu Dhabi;Dubai'),
  country('Nigeria', 'NG', 6, POOLS.nigerian, 'Lagos;Abuja'),
  country('Cameroon', 'CM', 3, POOLS.westafrican, 'Douala;Yaoundé'),
  country('Senegal', 'SN', 2, POOLS.westafrican, 'Dakar'),
  country('South Africa', 'ZA', 6, POOLS.english, 'Johannesburg;Cape Town;Durban'),
  country('New Zealand', 'NZ', 5, POOLS.maori, 'Auckland;Wellington'),
  country('South Korea', 'KR', 12, POOLS.korean, 'Seoul;Busan;Incheon'),
  country('China', 'CN', 14, POOLS.chinese, 'Shanghai;Beijing;Shenzhen;Chengdu'),
  country('Mongolia', 'MN', 3, POOLS.mongolian, 'Ulaanbaatar'),
  country('Philippines', 'PH', 7, POOLS.filipino, 'Manila;Baguio;Cebu'),
  country('Thailand', 'TH', 5, POOLS.thai, 'Bangkok;Phuket'),
];
