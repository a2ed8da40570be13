// The home page: hero with the promotion, the complexes, news, ways to buy, sales offices and the
// question form. A block whose source failed is simply not there (data/load-home.ts).
import { CallbackRequestButton, QuestionForm } from '@/features/leads';
import { buttonClassName } from '@/ui/button';
import type { HomeData } from '../data/load-home';
import { HomeHero } from './home-hero';
import { HomeProjects } from './home-projects';
import { LoanTeasers } from './loan-teasers';
import { NewsTeaser } from './news-teaser';
import { SalesOffices } from './sales-offices';

export function HomePage({ data }: { data: HomeData }) {
  return (
    <>
      <HomeHero
        hero={data.hero}
        promotionAction={
          <CallbackRequestButton consentVersion={data.consentVersion} phone={data.phone} className={buttonClassName({ variant: 'secondary', size: 'sm' })} />
        }
      />
      {data.projects ? <HomeProjects projects={data.projects} /> : null}
      {data.news ? <NewsTeaser posts={data.news} allNewsHref={data.newsListHref} /> : null}
      {data.loans ? <LoanTeasers loans={data.loans} consentVersion={data.consentVersion} phone={data.phone} /> : null}
      {data.offices ? <SalesOffices offices={data.offices} /> : null}
      <QuestionForm consentVersion={data.consentVersion} phone={data.phone} />
    </>
  );
}
