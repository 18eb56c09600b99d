import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';

export interface TabItem {
  readonly id: string;
  readonly label: string;
  readonly content: React.ReactNode;
}

export interface TabsProps {
  readonly label: string;
  readonly items: readonly TabItem[];
  readonly selectedId: string;
  readonly onSelectedIdChange: (id: string) => void;
}

export function Tabs({ label, items, selectedId, onSelectedIdChange }: TabsProps) {
  return (
    <AriaTabs className="ui-tabs" selectedKey={selectedId} onSelectionChange={(key: Key) => onSelectedIdChange(String(key))}>
      <TabList aria-label={label} className="ui-tab-list">
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className="ui-tab">
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="ui-tab-panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
