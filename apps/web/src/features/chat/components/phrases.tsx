// 常用语: pick one to fill the composer; add, edit and delete one's own (SPEC §7 common phrases).
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, List, Popover } from 'antd';
import { useState } from 'react';
import { reportMutationError } from '@/lib/mutation-error';
import { chatApi } from '../api/chat';
import { CHAT_MESSAGES as M } from '../messages';

const KEY = ['chat', 'phrases'] as const;

export function PhrasePicker({ onPick }: { onPick: (text: string) => void }) {
  const client = useQueryClient();
  const phrases = useQuery({ queryKey: KEY, queryFn: chatApi.phrases });
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const save = async () => {
    const content = draft.trim();
    if (!content) return;
    try {
      if (editing) await chatApi.updatePhrase(editing, content);
      else await chatApi.createPhrase(content);
      setDraft('');
      setEditing(null);
      await refresh();
    } catch (error) {
      reportMutationError(error, M.failed);
    }
  };
  const remove = async (id: number) => {
    try {
      await chatApi.deletePhrase(id);
      await refresh();
    } catch (error) {
      reportMutationError(error, M.failed);
    }
  };
  const content = (
    <div style={{ width: 320 }}>
      <List
        size="small"
        dataSource={phrases.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.phrases.empty} /> }}
        renderItem={(p) => (
          <List.Item
            actions={[
              <Button
                key="edit"
                size="small"
                type="text"
                aria-label={M.phrases.edit}
                icon={<EditOutlined />}
                onClick={() => {
                  setEditing(p.id);
                  setDraft(p.content);
                }}
              />,
              <Button
                key="delete"
                size="small"
                type="text"
                aria-label={M.phrases.delete}
                icon={<DeleteOutlined />}
                onClick={() => void remove(p.id)}
              />,
            ]}
          >
            <button
              type="button"
              className="chat-phrase"
              onClick={() => {
                onPick(p.content);
                setOpen(false);
              }}
            >
              {p.content}
            </button>
          </List.Item>
        )}
      />
      <Input.Search
        value={draft}
        placeholder={M.phrases.placeholder}
        enterButton={editing ? M.phrases.save : M.phrases.add}
        maxLength={200}
        onChange={(e) => setDraft(e.target.value)}
        onSearch={() => void save()}
      />
    </div>
  );
  return (
    <Popover
      content={content}
      title={M.phrases.title}
      trigger="click"
      placement="topLeft"
      open={open}
      onOpenChange={setOpen}
    >
      <Button>{M.phrases.title}</Button>
    </Popover>
  );
}
