import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { accessCopy } from '../access/access-copy';
import { leadCopy } from '../leads/lead-copy';
import { deskCopy } from '../shared/desk-copy';
import { leadCountsQuery } from '../leads/lead-count-queries';
import { deskKeys } from '../shared/desk-keys';
import { leadKindIds, type LeadKindId } from '@/shared/leads/tables';
import { ErasePerson } from '../erasure/erase-person';
import { leadTabs } from '../leads/lead-tabs';
import { supplierKeys } from '../suppliers/supplier-queries';
import { useDeskParams } from './use-desk-params';
import { LeadPanel } from '../leads/lead-panel';
import { LoadFailed, LoadingStatus } from '../shared/load-state';
import { LeadsTab } from '../leads/leads-tab';
import { AuthenticatorSettings } from '../access/authenticator-settings';
import { DeskHeader } from './desk-header';
import { DeskViewNav, FiguresPart, SuppliersPart, useDeskView } from './desk-views';
import { SignOutButton } from '../access/sign-out-button';
import { SummaryCards } from '../leads/summary-cards';
import { ClockCounts } from '../rfqs/clock/clock-counts';
import { QueueView } from '../queue/queue-view';

const copy = deskCopy.dashboard;

/**
 * Only the open tab is mounted, so only its page of rows is fetched. Tab, filters, page and the
 * open lead live in the URL.
 */
function LeadsTabs() {
  const desk = useDeskParams();
  const tab = <K extends LeadKindId>(id: K) => (
    <TabsContent key={id} value={id}>
      <LeadsTab
        kind={leadTabs[id]}
        filters={desk.filters}
        page={desk.page}
        onFiltersChange={desk.setFilters}
        onPageChange={desk.setPage}
        onOpenLead={desk.openLead}
      />
      {desk.lead && desk.tab === id ? <LeadPanel kind={leadTabs[id]} id={desk.lead} onClose={desk.closeLead} /> : null}
    </TabsContent>
  );
  return (
    <Tabs value={desk.tab} onValueChange={(value) => desk.setTab(value as LeadKindId)}>
      <TabsList aria-label={leadCopy.tablesLabel}>
        {leadKindIds.map((id) => (
          <TabsTrigger key={id} value={id}>
            {leadTabs[id].tabLabel}
          </TabsTrigger>
        ))}
      </TabsList>
      {leadKindIds.map(tab)}
    </Tabs>
  );
}

/**
 * The signed-in admin's view: the RFQ queue first; the lead tabs (counts, then one tab per lead
 * kind, ICP first), the register and the figures one click away; refresh and sign-out. The open tab
 * reads its first page straight away; the counts (one call to counters kept by triggers) load
 * beside it, only on the lead tabs, and never hold the first row back. `focusHeading` focuses the
 * desk's heading, for an admin who has just signed in.
 */
export function DeskShell({ email, focusHeading = false }: { email: string; focusHeading?: boolean }) {
  const queryClient = useQueryClient();
  const view = useDeskView();
  const leads = view === 'leads';
  const query = useQuery({ ...leadCountsQuery(), enabled: leads });
  const { data, isPending, isError, isFetching, errorUpdatedAt } = query;

  useEffect(() => {
    if (isError) toast({ ...deskCopy.loadFailure, variant: 'destructive' });
  }, [isError, errorUpdatedAt]);

  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  // Refresh reloads what is on screen: the register on its view, the leads and counts otherwise.
  const shown = view === 'suppliers' ? supplierKeys.all : deskKeys.all;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: shown });
  const isReloading = useIsFetching({ queryKey: shown }) > 0 || isFetching;

  return (
    <div className="grid min-w-0 gap-8">
      <DeskHeader
        email={email}
        focusOnMount={focusHeading}
        nav={<DeskViewNav view={view} />}
        actions={
          <>
            <Button variant="outline" onClick={refresh} aria-disabled={isReloading}>
              <RefreshCw aria-hidden="true" className={isReloading ? 'animate-spin' : undefined} />
              {copy.refresh}
            </Button>
            <Button
              variant="outline"
              aria-expanded={settingsOpen}
              aria-controls={settingsId}
              onClick={() => setSettingsOpen((open) => !open)}
            >
              <KeyRound aria-hidden="true" />
              {accessCopy.authenticators.open}
            </Button>
            <SignOutButton />
          </>
        }
      />
      <div id={settingsId} hidden={!settingsOpen}>
        {settingsOpen ? <AuthenticatorSettings /> : null}
      </div>
      {view === 'queue' ? <QueueView /> : null}
      {view === 'suppliers' ? <SuppliersPart /> : null}
      {view === 'figures' ? <FiguresPart /> : null}
      {leads && isPending ? <LoadingStatus /> : null}
      {leads && !data && isError ? <LoadFailed onRetry={refresh} /> : null}
      {leads && data ? <SummaryCards counts={data} /> : null}
      {leads ? <ClockCounts /> : null}
      {leads ? <LeadsTabs /> : null}
      <ErasePerson />
    </div>
  );
}
