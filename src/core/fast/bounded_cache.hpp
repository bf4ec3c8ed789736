#pragma once
// A cache of the values most recently asked for, bounded in bytes (internal).

#include <cstddef>
#include <iterator>
#include <list>
#include <unordered_map>

namespace nqueens::core::fast {

// Keeps the values of the keys most recently asked for. Before making a value it drops the
// least recently used ones while the kept values' bytes (Value::bytes()) reach the budget given,
// so it holds at most one value past it, and always the one last asked for however large. The
// last value dropped is made anew in place: its vectors keep their capacity.
template <class Key, class Value, class Hash>
class BoundedCache {
 public:
  // The value kept for `key`, or else the one make(value) makes in place of a value not
  // used for longer than any other (or a new one), within `budget` bytes. Valid until the next
  // call.
  template <class Make>
  const Value& get(const Key& key, std::size_t budget, Make&& make) {
    if (const auto found = index_.find(key); found != index_.end()) {
      entries_.splice(entries_.begin(), entries_, found->second);
      return found->second->value;
    }
    std::list<Entry> spare;
    while (!entries_.empty() && bytes_ >= budget) {
      const auto last = std::prev(entries_.end());
      index_.erase(last->key);
      bytes_ -= last->value.bytes();
      spare.clear();
      spare.splice(spare.begin(), entries_, last);
    }
    if (spare.empty()) spare.emplace_back();
    Entry& entry = spare.front();
    entry.key = key;
    make(entry.value);
    bytes_ += entry.value.bytes();
    entries_.splice(entries_.begin(), spare, spare.begin());
    index_.emplace(key, entries_.begin());
    return entry.value;
  }

  std::size_t size() const { return entries_.size(); }
  // The bytes of the values kept.
  std::size_t bytes() const { return bytes_; }

 private:
  struct Entry {
    Key key{};
    Value value{};
  };
  std::list<Entry> entries_;  // the most recently used first; an entry never moves in memory
  std::unordered_map<Key, typename std::list<Entry>::iterator, Hash> index_;
  std::size_t bytes_ = 0;
};

}  // namespace nqueens::core::fast
